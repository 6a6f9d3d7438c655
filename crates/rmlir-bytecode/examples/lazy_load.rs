//! Lazy loading, measured: reads one function of a bytecode file and
//! compares with reading the whole file.
//!
//! usage: lazy_load FILE.mlirbc [RUNS]
//!
//! Prints, best of RUNS: the time of an eager read, the time to open the
//! file lazily and materialize the function in the middle of the module,
//! and how many bytes of IR each decoded. `bench/run.py --suite lazy`
//! runs it next to mlir-opt reading the same file.

use std::time::{Duration, Instant};

use rmlir_bytecode::{read_bytecode, LazyModule, ReadOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: lazy_load FILE.mlirbc [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(3);
    let bytes = std::fs::read(path).unwrap_or_else(|e| {
        eprintln!("lazy_load: {path}: {e}");
        std::process::exit(1);
    });
    let opts = ReadOptions {
        filename: path.clone(),
        ..Default::default()
    };
    let fail = |e: rmlir_bytecode::ReadError| -> ! {
        eprintln!("lazy_load: {path}: {}", e.error.message);
        std::process::exit(1);
    };
    let mut eager = Duration::MAX;
    let mut lazy = Duration::MAX;
    let (mut funcs, mut one_fn_bytes, mut touched) = (0, 0, 0);
    for _ in 0..runs {
        let ctx = rmlir_dialects::context();
        ctx.set_allow_unregistered_dialects(true);
        let t = Instant::now();
        let m = read_bytecode(&ctx, &bytes, &opts).unwrap_or_else(|e| fail(e));
        eager = eager.min(t.elapsed());
        drop(m);

        let ctx = rmlir_dialects::context();
        ctx.set_allow_unregistered_dialects(true);
        let t = Instant::now();
        let mut m = LazyModule::open(&ctx, &bytes, &opts).unwrap_or_else(|e| fail(e));
        // The module is isolated: opening its body makes its functions
        // the pending ops.
        let top = m.ir().top().expect("a top-level op");
        m.materialize(top).unwrap_or_else(|error| {
            fail(rmlir_bytecode::ReadError {
                error,
                header: None,
            })
        });
        let pending = m.unmaterialized();
        let before = m.ir_bytes_read();
        if let Some(&f) = pending.get(pending.len() / 2) {
            m.materialize(f).unwrap_or_else(|error| {
                fail(rmlir_bytecode::ReadError {
                    error,
                    header: None,
                })
            });
        }
        lazy = lazy.min(t.elapsed());
        funcs = pending.len();
        one_fn_bytes = m.ir_bytes_read() - before;
        touched = m.ir_bytes_read();
    }
    println!(
        "file: {path} ({} bytes), {funcs} isolated ops in the module",
        bytes.len()
    );
    println!("eager read:                  {:8.4} s", eager.as_secs_f64());
    println!(
        "lazy open + one function:    {:8.4} s  ({:.0}x faster)",
        lazy.as_secs_f64(),
        eager.as_secs_f64() / lazy.as_secs_f64()
    );
    println!(
        "IR bytes decoded: {touched} of {} ({one_fn_bytes} for the function itself)",
        bytes.len()
    );
}
