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
    let Ok(read) = read else { return };
    let diags = rmlir_ir::verifier::verify(&ctx, &read.ir);
    let mut out = String::new();
    let popts = PrintOptions { generic: true, ..Default::default() };
    print_ir(&ctx, &read.ir, &read.metadata, &popts, &mut out);
    if diags.is_empty() {
        let bytes = write_bytecode(&ctx, &read.ir, &read.metadata, &WriteOptions::default())
            .expect("the current version is writable");
        let again = read_bytecode(&ctx, &bytes, &opts);
        assert!(again.is_ok(), "rmlir cannot read what it wrote: {:?}", again.err());
    }
});
