//! Declarative formats and attributes whose constraint fixes their type.
//!
//! ODS gives such constraints a value type (`StrAttr`: `none`, `I32Attr`:
//! `i32`, `F64Attr`: `f64`), and the generated parser passes it to
//! `parseAttribute`, which then reads no `: type` after the value: a `:`
//! that follows belongs to the op's format. Ops of upstream dialects rmlir
//! does not implement yet are mirrored here with their upstream formats
//! and constraints; `tests/format/cases` holds what mlir-opt 22 prints for
//! `tests/format/fixed-types.mlir` (made by `scripts/bless.sh`), which
//! they must reproduce: the printed module, or the first error.

use std::path::{Path, PathBuf};

use rmlir_ir::source_mgr::SourceMgr;
use rmlir_ir::DialectDef;

mod emitc {
    use rmlir_ir::constraints::{ANY_TYPE, STR_ATTR};
    rmlir_ods::ops! {
        dialect = "emitc";
        op LiteralOp = "literal" {
            properties: [value: STR_ATTR],
            results: [result: ANY_TYPE],
            format: "$value attr-dict `:` type($result)",
        }
    }
    pub static DIALECT: rmlir_ir::DialectDef = rmlir_ir::DialectDef {
        ops: OPS,
        ..rmlir_ir::DialectDef::new("emitc")
    };
}

mod shape {
    use rmlir_ir::constraints::{ANY_TYPE, STR_ATTR};
    rmlir_ods::ops! {
        dialect = "shape";
        op MeetOp = "meet" {
            operands: [arg0: ANY_TYPE, arg1: ANY_TYPE],
            properties: [error: optional(STR_ATTR)],
            results: [result: ANY_TYPE],
            format: "$arg0 `,` $arg1 (`,` `error` `=` $error^)? attr-dict `:` type($arg0) `,` type($arg1) `->` type($result)",
        }
    }
    pub static DIALECT: rmlir_ir::DialectDef = rmlir_ir::DialectDef {
        ops: OPS,
        ..rmlir_ir::DialectDef::new("shape")
    };
}

mod bufferization {
    use rmlir_ir::constraints::{ANY_RANKED_OR_UNRANKED_MEMREF, ANY_TENSOR, UNIT_ATTR};
    rmlir_ods::ops! {
        dialect = "bufferization";
        op ToTensorOp = "to_tensor" {
            operands: [buffer: ANY_RANKED_OR_UNRANKED_MEMREF],
            properties: [restrict: optional(UNIT_ATTR), writable: optional(UNIT_ATTR)],
            results: [result: ANY_TENSOR],
            format: "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)",
        }
    }
    pub static DIALECT: rmlir_ir::DialectDef = rmlir_ir::DialectDef {
        ops: OPS,
        ..rmlir_ir::DialectDef::new("bufferization")
    };
}

mod amdgpu {
    use rmlir_ir::constraints::{ANY_TYPE, BOOL_ATTR, I32_ATTR};
    fn bool_false(ctx: &rmlir_ir::Context) -> rmlir_ir::Attribute {
        ctx.bool_attr(false)
    }
    rmlir_ods::ops! {
        dialect = "amdgpu";
        op PermlaneSwapOp = "permlane_swap" {
            operands: [src: ANY_TYPE],
            properties: [
                row_length: I32_ATTR,
                fetch_inactive: default(BOOL_ATTR, bool_false),
                bound_ctrl: default(BOOL_ATTR, bool_false)
            ],
            results: [result: ANY_TYPE],
            type_rules: [all_types_match(result, src)],
            format: "$src $row_length attr-dict `:` type($result)",
        }
    }
    pub static DIALECT: rmlir_ir::DialectDef = rmlir_ir::DialectDef {
        ops: OPS,
        ..rmlir_ir::DialectDef::new("amdgpu")
    };
}

mod llvm {
    use rmlir_ir::constraints::{ANY_SIGNLESS_INTEGER, F64_ATTR};
    rmlir_ods::ops! {
        dialect = "llvm";
        op ExpectWithProbabilityOp = "intr.expect.with.probability" {
            operands: [val: ANY_SIGNLESS_INTEGER, expected: ANY_SIGNLESS_INTEGER],
            properties: [prob: F64_ATTR],
            results: [res: ANY_SIGNLESS_INTEGER],
            type_rules: [all_types_match(val, expected, res)],
            format: "$val `,` $expected `,` $prob attr-dict `:` type($val)",
        }
    }
    pub static DIALECT: rmlir_ir::DialectDef = rmlir_ir::DialectDef {
        ops: OPS,
        ..rmlir_ir::DialectDef::new("llvm")
    };
}

fn context() -> rmlir_ir::Context {
    let mut ctx = rmlir_dialects::context();
    let mirrors: [&'static DialectDef; 5] = [
        &emitc::DIALECT,
        &shape::DIALECT,
        &bufferization::DIALECT,
        &amdgpu::DIALECT,
        &llvm::DIALECT,
    ];
    for d in mirrors {
        ctx.register_dialect(d);
    }
    ctx
}

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/format/cases");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/format/cases (scripts/bless.sh)")
        .map(|e| e.unwrap().path())
        .collect();
    v.sort();
    v
}

/// Parses and verifies `input.mlir` of a case, then prints it (custom or
/// generic form), or renders its diagnostics as mlir-opt does.
fn run(ctx: &rmlir_ir::Context, dir: &Path, generic: bool) -> Result<String, String> {
    let text = std::fs::read(dir.join("input.mlir")).unwrap();
    let mgr = SourceMgr::without_file_access();
    mgr.add_buffer("input.mlir", text.clone());
    let opts = rmlir_asm_parser::ParseOptions {
        filename: "input.mlir".into(),
        ..Default::default()
    };
    let parsed = rmlir_bytecode::parse_source_file(ctx, &text, &opts).map_err(|diags| {
        diags
            .iter()
            .map(|d| mgr.render(ctx, d))
            .collect::<String>()
    })?;
    let diags = rmlir_ir::verifier::verify(ctx, &parsed.ir);
    if !diags.is_empty() {
        return Err(diags.iter().map(|d| mgr.render(ctx, d)).collect());
    }
    let popts = rmlir_ir::printer::PrintOptions {
        generic,
        ..Default::default()
    };
    let mut out = String::new();
    rmlir_ir::printer::print_ir(ctx, &parsed.ir, &parsed.metadata, &popts, &mut out).expect("IR with a top-level op");
    Ok(out)
}

#[test]
fn fixed_type_attributes_leave_the_colon_to_the_format() {
    let ctx = context();
    let cases = cases();
    assert!(cases.len() >= 5);
    let mut checked = 0;
    for dir in &cases {
        let read = |f: &str| std::fs::read_to_string(dir.join(f)).ok();
        if let Some(want) = read("custom.mlir") {
            assert_eq!(run(&ctx, dir, false).as_deref(), Ok(&*want), "{}", dir.display());
            let generic = read("generic.mlir").expect("generic.mlir beside custom.mlir");
            assert_eq!(run(&ctx, dir, true).as_deref(), Ok(&*generic), "{}", dir.display());
            checked += 1;
        }
        if let Some(want) = read("diagnostics.txt") {
            // mlir-opt also reports the case's `expected-*` comment as not
            // produced, after its error: only the error is compared.
            let first = want
                .split("error: expected error \"")
                .next()
                .unwrap()
                .rsplit_once("\ninput.mlir")
                .map_or(want.as_str(), |(head, _)| head);
            let got = run(&ctx, dir, false).expect_err("an error");
            assert_eq!(got.trim_end(), first.trim_end(), "{}", dir.display());
            checked += 1;
        }
    }
    assert_eq!(checked, cases.len());
}
