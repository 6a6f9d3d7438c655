//! Parses arbitrary bytes; on success verifies and prints the IR in every
//! form, then parses the printed text again. Any panic, hang or stack
//! overflow is a bug: bad input must produce a diagnostic.
//!
//! Printed text is not required to parse again: upstream mlir-opt prints
//! some inputs it accepts in a form it rejects (e.g. `!.0` prints as
//! `!<0>`), and rmlir prints what upstream prints.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

fuzz_target!(|data: &[u8]| {
    // Every dialect rmlir implements: their custom parsers, printers and
    // verifiers get the damaged input too.
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions { filename: "fuzz.mlir".into(), ..Default::default() };
    // Blocks cut into chunks parsed on other threads (forced down to one
    // op per chunk) parse as in sequence, or fail the same way.
    let forced = ParseOptions { parallel_min_bytes: Some(0), ..opts.clone() };
    let sequential = ParseOptions { single_threaded: true, ..opts.clone() };
    let show = |o: &ParseOptions| match parse_source(&ctx, data, o) {
        Ok(p) => {
            let mut out = String::new();
            let popts = PrintOptions { generic: true, debug_info: true, ..Default::default() };
            print_ir(&ctx, &p.ir, &p.metadata, &popts, &mut out).expect("IR with a top-level op");
            Ok(out)
        }
        Err(d) => Err(d.to_string()),
    };
    assert_eq!(show(&forced), show(&sequential), "chunked and sequential parses disagree");
    let Ok(parsed) = parse_source(&ctx, data, &opts) else { return };
    let diags = rmlir_ir::verifier::verify(&ctx, &parsed.ir);
    for generic in [false, true] {
        for debug_info in [false, true] {
            let mut out = String::new();
            // Invalid IR is printed too (generic, as the printer checks).
            let popts = PrintOptions { generic, debug_info, ..Default::default() };
            print_ir(&ctx, &parsed.ir, &parsed.metadata, &popts, &mut out).expect("IR with a top-level op");
            let mut twice = String::new();
            print_ir(&ctx, &parsed.ir, &parsed.metadata, &popts, &mut twice).expect("IR with a top-level op");
            assert_eq!(out, twice, "printing is not deterministic");
            if diags.is_empty() && generic {
                let _ = parse_source(&ctx, out.as_bytes(), &opts);
            }
        }
    }
});
