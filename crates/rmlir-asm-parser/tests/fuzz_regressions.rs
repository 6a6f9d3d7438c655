//! Inputs the fuzzer once crashed on (`tests/fuzz-regressions`), run the
//! way the fuzz target runs them: parse, verify, then print in every mode
//! whatever the verifier said. A panic fails the test.

use std::path::Path;

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

#[test]
fn fuzz_regressions_do_not_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fuzz-regressions");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/fuzz-regressions exists") {
        let src = std::fs::read(entry.unwrap().path()).unwrap();
        let ctx = rmlir_dialects::context();
        ctx.set_allow_unregistered_dialects(true);
        let opts = ParseOptions {
            filename: "fuzz.mlir".into(),
            ..Default::default()
        };
        let Ok(parsed) = parse_source(&ctx, &src, &opts) else {
            continue;
        };
        let _ = rmlir_ir::verifier::verify(&ctx, &parsed.ir);
        for generic in [false, true] {
            for debug_info in [false, true] {
                let mut out = String::new();
                let popts = PrintOptions {
                    generic,
                    debug_info,
                    ..Default::default()
                };
                print_ir(&ctx, &parsed.ir, &parsed.metadata, &popts, &mut out).expect("IR with a top-level op");
                n += 1;
            }
        }
    }
    assert!(n > 0, "no regression input parsed");
}
