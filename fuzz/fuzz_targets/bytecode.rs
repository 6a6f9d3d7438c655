//! Reads arbitrary bytes as bytecode; on success verifies, prints, writes
//! the module as bytecode again and reads that back. Any panic, hang or
//! huge allocation is a bug: bad bytecode must produce a diagnostic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_bytecode::{read_bytecode, write_bytecode, LazyModule, ReadOptions, WriteOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

fuzz_target!(|data: &[u8]| {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ReadOptions { filename: "fuzz.mlirbc".into(), ..Default::default() };
    // Fuzzers mutate the header too; seeds carry the magic.
    let read = read_bytecode(&ctx, data, &opts);
    // Lazy loading, then reading the rest, accepts exactly what an eager
    // read accepts.
    let lazy = LazyModule::open(&ctx, data, &opts).and_then(|m| m.finish());
    assert_eq!(lazy.is_ok(), read.is_ok(), "lazy and eager reads disagree");
    // The parallel read, forced on small inputs (regions decoded on one
    // thread while another builds them), gives the sequential result.
    let forced = ReadOptions { parallel_min_bytes: Some(0), ..opts.clone() };
    let sequential = ReadOptions { single_threaded: true, ..opts.clone() };
    let generic = PrintOptions { generic: true, ..Default::default() };
    let show = |r: Result<rmlir_bytecode::ReadBytecode, rmlir_bytecode::ReadError>| match r {
        Ok(r) => {
            let mut out = String::new();
            print_ir(&ctx, &r.ir, &r.metadata, &generic, &mut out).expect("IR with a top-level op");
            Ok(out)
        }
        Err(e) => Err(e.error),
    };
    assert_eq!(
        show(read_bytecode(&ctx, data, &forced)),
        show(read_bytecode(&ctx, data, &sequential)),
        "forced parallel and sequential reads disagree"
    );
    let Ok(read) = read else { return };
    let diags = rmlir_ir::verifier::verify(&ctx, &read.ir);
    let mut out = String::new();
    let popts = PrintOptions { generic: true, ..Default::default() };
    print_ir(&ctx, &read.ir, &read.metadata, &popts, &mut out).expect("IR with a top-level op");
    if diags.is_empty() {
        let bytes = write_bytecode(&ctx, &read.ir, &read.metadata, &WriteOptions::default())
            .expect("the current version is writable");
        let again = read_bytecode(&ctx, &bytes, &opts);
        assert!(again.is_ok(), "rmlir cannot read what it wrote: {:?}", again.err());
    }
});
