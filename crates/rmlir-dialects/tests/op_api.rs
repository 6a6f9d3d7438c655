//! The op API `ops!` generates, on upstream's ops: property accessors typed
//! by their constraint's storage class, the raw `_attr` accessors, and
//! `build` with successors and variadic-of-variadic operands.

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::builder::Builder;
use rmlir_ir::printer::{print_ir, PrintOptions};
use rmlir_ir::walk::{walk_pre_order, WalkControl};
use rmlir_ir::{Context, Ir, OpRef, OpView};

/// Valid IR (mlir-opt 22 verifies it) holding a property of each storage
/// class.
const SRC: &str = r#"memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16 : i64}
func.func @f(%a: i32, %b: i32, %x: f32, %i: index, %m: memref<4xf32>, %c: i1) -> i32 {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.addf %x, %x fastmath<nnan,ninf> : f32
  %2 = arith.addi %a, %b overflow<nsw> : i32
  %3 = index.cmp ult(%i, %i)
  %4 = arith.divui %a, %b exact : i32
  %5 = arith.divsi %a, %b : i32
  memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>
  %6 = memref.load %m[%i] {nontemporal = true} : memref<4xf32>
  %7 = memref.load %m[%i] : memref<4xf32>
  %8 = affine.linearize_index disjoint [%i, %i] by (2, 3) : index
  %9 = affine.linearize_index [%i, %i] by (2, 3) : index
  affine.for %k = 0 to 10 step 2 {
  }
  %10 = index.bool.constant true
  %11 = arith.constant 42 : i32
  %12 = func.call @f(%a, %b, %x, %i, %m, %c) : (i32, i32, f32, index, memref<4xf32>, i1) -> i32
  cf.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2
^bb1(%y: i32):
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb1(%b : i32),
    2: ^bb3(%a, %b : i32, i32)
  ]
^bb2:
  return %a : i32
^bb3(%p: i32, %q: i32):
  return %q : i32
}
"#;

fn parse(ctx: &Context, src: &str) -> Ir {
    let parsed = parse_source(ctx, src.as_bytes(), &ParseOptions::default()).expect("parses");
    assert!(rmlir_ir::verifier::verify(ctx, &parsed.ir).is_empty());
    parsed.ir
}

/// Every op of `ir`, in walk order.
fn ops(ir: &Ir) -> Vec<OpRef> {
    let mut out = Vec::new();
    walk_pre_order(ir, ir.top().expect("a top op"), |op| {
        out.push(op);
        WalkControl::Advance
    });
    out
}

/// The views of the ops of `ir` that are `T`s.
fn all<'a, T>(ctx: &'a Context, ir: &'a Ir, f: fn(OpView<'a>) -> Option<T>) -> Vec<T> {
    ops(ir)
        .into_iter()
        .filter_map(|op| f(OpView::new(ctx, ir, op)))
        .collect()
}

#[test]
fn properties_are_typed_by_storage_class() {
    let ctx = rmlir_dialects::context();
    let ir = parse(&ctx, SRC);

    // `SymbolNameAttr` and `StrAttr`: bytes; `UnitAttr`: a flag; `TypeAttr`:
    // the type; an `AnyAttr`: the attribute; `IntegerAttr`: its `ApInt`.
    let g = all(&ctx, &ir, rmlir_memref::GlobalOp::from_view)[0];
    assert_eq!(g.sym_name(), b"g");
    assert_eq!(g.sym_visibility(), Some(&b"private"[..]));
    assert!(g.constant());
    let memref = g.type_();
    assert!(matches!(
        ctx.type_kind(memref),
        rmlir_ir::TypeKind::MemRef { .. }
    ));
    assert_eq!(g.type_attr(), Some(ctx.type_attr(memref)));
    assert!(g.initial_value().is_some());
    assert_eq!(g.alignment().and_then(|a| a.to_i64()), Some(16));

    let f = all(&ctx, &ir, rmlir_func::FuncOp::from_view)[0];
    assert_eq!(f.sym_name(), b"f");
    assert!(f.arg_attrs().is_none());
    assert!(matches!(
        ctx.type_kind(f.function_type()),
        rmlir_ir::TypeKind::Function { .. }
    ));

    // An integer enum: the case.
    let cmpi = all(&ctx, &ir, rmlir_arith::ops::CmpIOp::from_view)[0];
    assert_eq!(cmpi.predicate().keyword(), Some("slt"));
    assert_eq!(cmpi.predicate().value(), 2);
    assert_eq!(cmpi.predicate().to_string(), "slt");
    // Dialect enum attributes: the case too, bit enums included.
    let addf = all(&ctx, &ir, rmlir_arith::ops::AddFOp::from_view)[0];
    let fm = addf.fastmath();
    assert!(fm.contains("nnan") && fm.contains("ninf") && !fm.contains("nsz"));
    assert_eq!(fm.keyword(), None);
    assert_eq!(fm.to_string(), "nnan,ninf");
    let addi = all(&ctx, &ir, rmlir_arith::ops::AddIOp::from_view)[0];
    assert_eq!(addi.overflow_flags().keyword(), Some("nsw"));
    let cmp = all(&ctx, &ir, rmlir_index::CmpOp::from_view)[0];
    assert_eq!(cmp.pred().keyword(), Some("ult"));
    assert_eq!(cmp.pred(), rmlir_index::CMP_PREDICATE.case(6));

    // An optional unit attribute: a flag, absent `false`.
    let exact: Vec<bool> = all(&ctx, &ir, rmlir_arith::ops::DivUIOp::from_view)
        .iter()
        .map(|d| d.is_exact())
        .collect();
    assert_eq!(exact, [true]);
    let divsi = all(&ctx, &ir, rmlir_arith::ops::DivSIOp::from_view)[0];
    assert!(!divsi.is_exact());
    assert_eq!(divsi.is_exact_attr(), None);

    // `BoolAttr`: a `bool`; a constrained `I32Attr`: its `ApInt`.
    let prefetch = all(&ctx, &ir, rmlir_memref::PrefetchOp::from_view)[0];
    assert!(!prefetch.is_write());
    assert!(prefetch.is_data_cache());
    assert_eq!(prefetch.locality_hint().to_i64(), Some(3));
    // A default-valued optional `BoolAttr`: its default when absent.
    let loads: Vec<bool> = all(&ctx, &ir, rmlir_memref::LoadOp::from_view)
        .iter()
        .map(|l| l.nontemporal())
        .collect();
    assert_eq!(loads, [true, false]);

    // A dense array: a vector; a `UnitProp`: a flag.
    let lin = all(&ctx, &ir, rmlir_affine::LinearizeIndexOp::from_view);
    assert_eq!(lin[0].static_basis(), [2, 3]);
    assert_eq!((lin[0].disjoint(), lin[1].disjoint()), (true, false));

    // `AffineMapAttr`: the map; `IndexAttr`: its `ApInt`.
    let for_ = all(&ctx, &ir, rmlir_affine::ForOp::from_view)[0];
    assert_eq!(for_.step().to_i64(), Some(2));
    assert_eq!(for_.lower_bound_map().num_dims, 0);
    assert_eq!(for_.upper_bound_map().results.len(), 1);

    let b = all(&ctx, &ir, rmlir_index::BoolConstantOp::from_view)[0];
    assert!(b.value());
    // `TypedAttr`: the attribute.
    let c = all(&ctx, &ir, rmlir_arith::ops::ConstantOp::from_view)[0];
    assert_eq!(ctx.int_value(c.value()), Some(42));
    // `FlatSymbolRefAttr`: the name.
    let call = all(&ctx, &ir, rmlir_func::CallOp::from_view)[0];
    assert_eq!(call.callee(), b"f");

    // Successors and variadic-of-variadic operands.
    let br = all(&ctx, &ir, rmlir_cf::CondBranchOp::from_view)[0];
    assert_eq!(br.branch_weights(), Some(vec![3, 5]));
    assert_eq!(br.true_dest_operands().len(), 1);
    assert_ne!(br.true_dest(), br.false_dest());
    let sw = all(&ctx, &ir, rmlir_cf::SwitchOp::from_view)[0];
    let groups = sw.case_operands();
    assert_eq!(groups.iter().map(|g| g.len()).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(sw.case_destinations().len(), 2);
    assert_eq!(sw.case_operand_segments(), [1, 2]);
    assert_eq!(br.false_dest(), sw.default_destination());
}

/// On IR that did not verify, the raw accessor reads what is there and the
/// typed one panics.
#[test]
fn typed_accessors_read_verified_ops() {
    let ctx = rmlir_dialects::context();
    let src = br#"%a = "test.a"() : () -> i32
%0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1"#;
    ctx.set_allow_unregistered_dialects(true);
    let parsed = parse_source(&ctx, src, &ParseOptions::default()).expect("parses");
    assert!(!rmlir_ir::verifier::verify(&ctx, &parsed.ir).is_empty());
    let cmpi = all(&ctx, &parsed.ir, rmlir_arith::ops::CmpIOp::from_view)[0];
    assert_eq!(cmpi.predicate_attr(), None);
    assert_eq!(cmpi.lhs(), cmpi.rhs());
    let typed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cmpi.predicate()));
    assert!(typed.is_err());
}

fn print(ctx: &Context, ir: &Ir) -> String {
    let mut text = String::new();
    let opts = PrintOptions {
        generic: true,
        ..Default::default()
    };
    print_ir(ctx, ir, &Default::default(), &opts, &mut text).expect("IR with a top-level op");
    text
}

/// `build` with successors, optional properties and
/// variadic-of-variadic operands makes the ops the parser makes of their
/// text.
#[test]
fn build_makes_what_the_parser_makes() {
    let ctx = rmlir_dialects::context();
    let full = r#"func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2
^bb1(%y: i32):
  cf.switch %a : i32, [
    default: ^bb2,
    1: ^bb1(%b : i32),
    2: ^bb3(%a, %b : i32, i32)
  ]
^bb2:
  %s = arith.addi %a, %b overflow<nsw> : i32
  %e = arith.cmpi eq, %s, %a : i32
  return %s : i32
^bb3(%p: i32, %q: i32):
  return %q : i32
}
"#;
    // The same function with the terminators and `^bb2`'s ops left out.
    let skeleton = r#"func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  "test.skeleton"() : () -> ()
^bb1(%y: i32):
  "test.skeleton"() : () -> ()
^bb2:
  "test.skeleton"() : () -> ()
^bb3(%p: i32, %q: i32):
  return %q : i32
}
"#;
    let expected = print(&ctx, &parse(&ctx, full));
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = parse_source(&ctx, skeleton.as_bytes(), &ParseOptions::default())
        .expect("parses")
        .ir;
    let func = ops(&ir)[1];
    let body_id = ir
        .body(func.body)
        .op(func.op)
        .isolated_body()
        .expect("isolated");
    let body = ir.body_mut(body_id);
    let region = body.root_regions()[0];
    let blocks: Vec<_> = body.region_blocks(region).collect();
    let args = body.block_args(blocks[0]).to_vec();
    let (a, b, c) = (args[0], args[1], args[2]);
    let mut bld = Builder::new(&ctx, body);
    let loc = ctx.unknown_loc();
    let i32t = ctx.int_type(32);
    for (k, &blk) in blocks[..3].iter().enumerate() {
        let skel = bld.body.first_op(blk).expect("a skeleton op");
        bld.body.erase_op(skel);
        bld.set_insertion_point_to_end(blk);
        match k {
            0 => {
                let weights = ctx.dense_i32_array_attr(&[3, 5]);
                rmlir_cf::CondBranchOp::build(
                    &mut bld,
                    loc,
                    c,
                    &[a],
                    &[],
                    Some(weights),
                    blocks[1],
                    blocks[2],
                );
            }
            1 => {
                let v2 = ctx.intern_type(rmlir_ir::TypeKind::Vector {
                    shape: Box::new([2]),
                    scalable: Box::new([false]),
                    elem: i32t,
                });
                let cases = ctx.dense_int_elements(v2, 32, &[1, 2]);
                rmlir_cf::SwitchOp::build(
                    &mut bld,
                    loc,
                    a,
                    &[],
                    &[&[b], &[a, b]],
                    Some(cases),
                    blocks[2],
                    &[blocks[1], blocks[3]],
                );
            }
            _ => {
                let nsw = rmlir_arith::attrs::overflow_attr(&ctx, 1);
                let s = rmlir_arith::ops::AddIOp::build(&mut bld, loc, i32t, a, b, Some(nsw));
                let eq = ctx.integer_attr(ctx.int_type(64), 0);
                rmlir_arith::ops::CmpIOp::build(&mut bld, loc, ctx.int_type(1), s.result(), a, eq);
                rmlir_func::ReturnOp::build(&mut bld, loc, &[s.result()]);
            }
        }
    }
    ctx.set_allow_unregistered_dialects(false);
    assert!(rmlir_ir::verifier::verify(&ctx, &ir).is_empty());
    assert_eq!(print(&ctx, &ir), expected);
}
