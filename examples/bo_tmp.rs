//! tmp
fn main() {
    let t = std::time::Instant::now();
    let db = gulbara::bearoff::Database::build(gulbara::rules::RuleSet::default());
    println!("built in {:?}, {} bytes", t.elapsed(), db.size_bytes());
}
