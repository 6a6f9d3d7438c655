//! Unit tests. Expected diagnostics (message, line, column) were produced
//! by upstream `mlir-opt` 22 (`testdata/negative.txt`).

use rmlir_ir::body::ValueDef;
use rmlir_ir::{AttrKind, Context, TypeKind};

use crate::{parse_source, ParseOptions, ParsedSource};

fn parse(src: &str) -> Result<(Context, ParsedSource), crate::ParseDiagnostic> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let r = parse_source(
        &ctx,
        src.as_bytes(),
        &ParseOptions {
            filename: "x.mlir".into(),
            ..Default::default()
        },
    );
    r.map(|p| (ctx, p))
}

fn top_ops(ctx: &Context, p: &ParsedSource) -> Vec<(rmlir_ir::BodyId, rmlir_ir::OpId)> {
    let top = p.ir.top().unwrap();
    let (b, mut regions) = p.ir.regions(top);
    let r = regions.next().unwrap();
    let body = p.ir.body(b);
    let blk = body.first_block(r).unwrap();
    let _ = ctx;
    body.block_ops(blk).map(|o| (b, o)).collect()
}

#[test]
fn upstream_negative_cases() {
    let data = include_str!("testdata/negative.txt");
    let mut failures = Vec::new();
    let mut n = 0;
    let mut lines = data.lines();
    while let Some(input) = lines.next() {
        let Some(exp) = lines.next() else { break };
        let exp = exp.strip_prefix("=> ").unwrap();
        let input = input.replace("\\n", "\n");
        n += 1;
        let got = match parse(&input) {
            Ok(_) => "success".to_string(),
            Err(d) => format!("{}:{}: {}", d.line, d.col, d.message),
        };
        if got != exp {
            failures.push(format!("{input:?}\n  expected {exp}\n  got      {got}"));
        }
    }
    assert!(n > 100);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn implicit_module_and_locations() {
    let (ctx, p) =
        parse("\"a.b\"() : () -> ()\n  %0 = \"a.c\"() : () -> i32 loc(\"f\":3:4)").unwrap();
    let top = p.ir.top().unwrap();
    let body0 = p.ir.body(top.body);
    assert_eq!(&*ctx.ident_str(body0.op(top.op).name), "builtin.module");
    match ctx.attr_kind(body0.op(top.op).loc.0) {
        AttrKind::FileLineCol {
            line: 0,
            col: 0,
            file,
            ..
        } => assert_eq!(&*ctx.ident_str(*file), "x.mlir"),
        k => panic!("{k:?}"),
    }
    let ops = top_ops(&ctx, &p);
    assert_eq!(ops.len(), 2);
    let b = p.ir.body(ops[0].0);
    match ctx.attr_kind(b.op(ops[0].1).loc.0) {
        AttrKind::FileLineCol {
            line: 1, col: 1, ..
        } => {}
        k => panic!("{k:?}"),
    }
    match ctx.attr_kind(b.op(ops[1].1).loc.0) {
        AttrKind::FileLineCol {
            line: 3, col: 4, ..
        } => {}
        k => panic!("{k:?}"),
    }
}

#[test]
fn explicit_module_is_top() {
    let (ctx, p) = parse("module @m attributes {x.y = 1} {\n \"a.b\"() : () -> ()\n}").unwrap();
    let top = p.ir.top().unwrap();
    let op = p.ir.body(top.body).op(top.op);
    assert_eq!(&*ctx.ident_str(op.name), "builtin.module");
    let props = op.properties().unwrap();
    assert!(ctx.dictionary_get(props, b"sym_name").is_some());
    assert!(ctx.dictionary_get(op.attrs, b"x.y").is_some());
    assert_eq!(top_ops(&ctx, &p).len(), 1);
}

#[test]
fn results_forward_refs_and_blocks() {
    let src = r#""a.g"() ({
  "a.use"(%1#1, %0) : (i64, i32) -> ()
  %0 = "a.def"() : () -> i32
  %1:2 = "a.two"() : () -> (i32, i64)
}) : () -> ()
"a.f"() ({
^bb0(%a: i32 loc("arg"), %b: i64):
  "a.br"(%a)[^bb2] : (i32) -> ()
^bb2:
  "a.ret"(%b) : (i64) -> ()
}) : () -> ()"#;
    let (ctx, p) = parse(src).unwrap();
    let ops = top_ops(&ctx, &p);
    assert_eq!(ops.len(), 2);
    let (bid, g) = ops[0];
    let body = p.ir.body(bid);
    let r = body.local_regions(g).next().unwrap();
    let blk = body.first_block(r).unwrap();
    let inner: Vec<_> = body.block_ops(blk).collect();
    assert_eq!(inner.len(), 3);
    let use_op = inner[0];
    let v0 = body.operand(use_op, 0);
    assert_eq!(
        body.value_def(v0),
        ValueDef::Result {
            op: inner[2],
            index: 1
        }
    );
    let v1 = body.operand(use_op, 1);
    assert_eq!(
        body.value_def(v1),
        ValueDef::Result {
            op: inner[1],
            index: 0
        }
    );
    // Branching function.
    let (bid, f) = ops[1];
    let body = p.ir.body(bid);
    let r = body.local_regions(f).next().unwrap();
    let blocks: Vec<_> = body.region_blocks(r).collect();
    assert_eq!(blocks.len(), 2);
    let args = body.block_args(blocks[0]);
    assert_eq!(args.len(), 2);
    match ctx.attr_kind(body.arg_loc(args[0]).unwrap().0) {
        AttrKind::NameLoc { .. } => {}
        k => panic!("{k:?}"),
    }
    let br = body.first_op(blocks[0]).unwrap();
    assert_eq!(body.successors(br)[0].block, blocks[1]);
}

#[test]
fn isolated_module_gets_own_body() {
    let (ctx, p) =
        parse("module {\n module @inner {\n  %0 = \"a.b\"() : () -> i32\n }\n}").unwrap();
    let top = p.ir.top().unwrap();
    let (b1, _) = p.ir.regions(top);
    assert_ne!(b1, top.body);
    let ops = top_ops(&ctx, &p);
    assert_eq!(ops.len(), 1);
    let inner = p.ir.body(ops[0].0).op(ops[0].1);
    let b2 = inner.isolated_body().unwrap();
    assert_eq!(p.ir.body(b2).owner(), Some((ops[0].0, ops[0].1)));
}

#[test]
fn deferred_location_alias() {
    let (ctx, p) = parse("\"a.b\"() : () -> () loc(#l)\n#l = loc(\"z\":7:8)").unwrap();
    let ops = top_ops(&ctx, &p);
    match ctx.attr_kind(p.ir.body(ops[0].0).op(ops[0].1).loc.0) {
        AttrKind::FileLineCol {
            line: 7, col: 8, ..
        } => {}
        k => panic!("{k:?}"),
    }
}

#[test]
fn attributes_and_types() {
    let src = r#"!t = !foo.bar<"x", [1]>
"a.b"() {a = 1 : i8, b = -1 : i64, c = 2.5 : f32, d = "s", e = [unit, true], f = @a::@b,
 g = dense<[1, 2]> : tensor<2xi32>, h = dense<7> : vector<4xi16>, i = array<i32: 1, 2>,
 j = memref<?x4xf32, strided<[4, 1], offset: ?>, 1>, k = vector<[4]x2xf32>, l = !t,
 m = distinct[0]<1>, n = distinct[0]<1>, o = tensor<*xcomplex<f64>>, p = #foo<"q"> : i32} : () -> ()"#;
    let (ctx, p) = parse(src).unwrap();
    let ops = top_ops(&ctx, &p);
    let attrs = p.ir.body(ops[0].0).op(ops[0].1).attrs;
    let get = |n: &str| {
        ctx.attr_kind(ctx.dictionary_get(attrs, n.as_bytes()).unwrap())
            .clone()
    };
    match get("a") {
        AttrKind::Integer { value, .. } => assert_eq!(value.to_i64(), Some(1)),
        k => panic!("{k:?}"),
    }
    match get("g") {
        AttrKind::DenseElements {
            splat: false, raw, ..
        } => assert_eq!(&*raw, &[1, 0, 0, 0, 2, 0, 0, 0]),
        k => panic!("{k:?}"),
    }
    match get("h") {
        AttrKind::DenseElements {
            splat: true, raw, ..
        } => assert_eq!(&*raw, &[7, 0]),
        k => panic!("{k:?}"),
    }
    match get("l") {
        AttrKind::Type(t) => match ctx.type_kind(t) {
            TypeKind::Opaque { data, .. } => assert_eq!(ctx.ident_bytes(*data), b"bar<\"x\", [1]>"),
            k => panic!("{k:?}"),
        },
        k => panic!("{k:?}"),
    }
    assert_eq!(
        ctx.dictionary_get(attrs, b"m"),
        ctx.dictionary_get(attrs, b"n")
    );
    match get("j") {
        AttrKind::Type(t) => match ctx.type_kind(t) {
            TypeKind::MemRef {
                layout: Some(_),
                memory_space: Some(_),
                ..
            } => {}
            k => panic!("{k:?}"),
        },
        k => panic!("{k:?}"),
    }
}

#[test]
fn file_metadata_is_kept() {
    let src = "\"a.b\"() {r = dense_resource<blob> : tensor<1xi32>} : () -> ()\n{-#\n dialect_resources: { builtin: { blob: \"0x0400000001000000\" } },\n external_resources: { tool: { flag: true, s: \"x\" } }\n#-}\n";
    let (ctx, p) = parse(src).unwrap();
    assert_eq!(p.metadata.dialect_resources.len(), 1);
    assert_eq!(
        &*ctx.ident_str(p.metadata.dialect_resources[0].0),
        "builtin"
    );
    match &p.metadata.dialect_resources[0].1[0].value {
        crate::ResourceValue::Blob(b) => assert_eq!(&**b, b"0400000001000000"),
        v => panic!("{v:?}"),
    }
    assert_eq!(p.metadata.external_resources[0].1.len(), 2);
}

#[test]
fn deep_nesting_does_not_overflow() {
    let n = 10_000;
    let regions = format!(
        "\"a.b\"() ({}{{}}{}) : () -> ()",
        "{ \"a.b\"() (".repeat(n),
        ") : () -> () }".repeat(n)
    );
    assert!(parse(&regions).is_ok());
    let arrays = format!(
        "\"a.b\"() {{x = {}{}}} : () -> ()",
        "[".repeat(n),
        "]".repeat(n)
    );
    assert!(parse(&arrays).is_ok());
    let types = format!(
        "\"a.b\"() {{x = {}i32{}}} : () -> ()",
        "tuple<".repeat(n),
        ">".repeat(n)
    );
    assert!(parse(&types).is_ok());
    let body = format!(
        "\"a.b\"() {{x = !a.b<{}{}>}} : () -> ()",
        "(".repeat(n),
        ")".repeat(n)
    );
    assert!(parse(&body).is_ok());
    let unclosed = format!("\"a.b\"() {{x = {}", "[".repeat(n));
    assert!(parse(&unclosed).is_err());
}

#[test]
fn garbage_never_panics() {
    let samples: &[&[u8]] = &[
        b"",
        b"\0",
        b"%",
        b"\"",
        b"{-#",
        b"#-}",
        b"\"a.b\"(",
        b"%0 = ",
        b"!a = ",
        b"#a = ",
        b"^bb0:",
        b"\"a.b\"() : () -> () loc(",
        b"\"a\"() {a = dense<",
        b"\"a\"() {a = !a<",
        b"\xff\xfe",
        b"module {",
        b"\"a.b\"() {a = 99999999999999999999999999999999999999999 : i1024} : () -> ()",
        b"\"a.b\"() {a = tensor<99999999999999999999999999xi32>} : () -> ()",
        b"\"a.b\"() {a = i99999999999999999999999} : () -> ()",
    ];
    for s in samples {
        let ctx = Context::new();
        let _ = parse_source(
            &ctx,
            s,
            &ParseOptions {
                filename: "x".into(),
                ..Default::default()
            },
        );
    }
    // Every prefix of a realistic input.
    let full = "!t = i32\n#a = loc(\"f\":1:2)\n%0:2 = \"a.b\"(%x) [^bb1] <{p = 1}> ({ ^bb0(%y: !t): }) {b = dense<[1, 2]> : tensor<2xi32>} : (i32) -> (i32, i32) loc(#a)\n";
    for i in 0..full.len() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let _ = parse_source(
            &ctx,
            &full.as_bytes()[..i],
            &ParseOptions {
                filename: "x".into(),
                ..Default::default()
            },
        );
    }
}
