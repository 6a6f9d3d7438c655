//! Printer tests on hand-built IR. Expected texts were produced by upstream
//! `mlir-opt` 22 from the equivalent `.mlir` input (quoted in each test).

use super::*;
use crate::affine::{AffineExpr, AffineMap};
use crate::attributes::{AttrKind, NamedAttr};
use crate::body::{Body, OperationState, Successor};
use crate::ir::Ir;

struct Builder {
    ctx: Context,
    ir: Ir,
}

impl Builder {
    fn new() -> Self {
        let ctx = Context::new();
        // The tests build `foo.*` ops: unregistered, as with
        // `--allow-unregistered-dialect`, so the IR verifies and prints in
        // custom form.
        ctx.set_allow_unregistered_dialects(true);
        Builder { ctx, ir: Ir::new() }
    }

    /// A top-level `builtin.module` with one empty block; returns (body, block).
    fn module(&mut self) -> (BodyId, BlockId) {
        let child = self.ir.new_body();
        let loc = self.ctx.file_line_col("t.mlir", 0, 0);
        let name = self.ctx.ident("builtin.module");
        let attrs = self.ctx.empty_dictionary();
        let root = self.ir.root_body_mut();
        let m = root.create_op(&OperationState {
            name,
            loc,
            operands: &[],
            result_types: &[],
            attrs,
            properties: None,
            successors: &[],
            num_regions: 1,
            isolated: Some(child),
        });
        self.ir.set_top(m);
        let root_id = crate::ir::root_body_id();
        let body = self.ir.body_mut(child);
        body.set_owner(Some((root_id, m)));
        let r = body.add_root_region();
        let b = body.create_block();
        body.append_block(r, b);
        (child, b)
    }

    #[allow(clippy::too_many_arguments)]
    fn op(
        &mut self,
        body: BodyId,
        block: BlockId,
        name: &str,
        operands: &[Value],
        results: &[Type],
        attrs: Vec<NamedAttr>,
        succs: &[Successor],
        regions: u32,
        line: u32,
    ) -> crate::body::OpId {
        let loc = self.ctx.file_line_col("t.mlir", line, 1);
        let st = OperationState {
            name: self.ctx.ident(name),
            loc,
            operands,
            result_types: results,
            attrs: self.ctx.dictionary_attr(attrs),
            properties: None,
            successors: succs,
            num_regions: regions,
            isolated: None,
        };
        let b: &mut Body = self.ir.body_mut(body);
        let op = b.create_op(&st);
        b.append_op(block, op);
        op
    }

    fn print(&self, opts: &PrintOptions) -> String {
        let mut s = String::new();
        print_ir(&self.ctx, &self.ir, &FileMetadata::default(), opts, &mut s)
            .expect("IR with a top-level op");
        s
    }
}

fn generic() -> PrintOptions {
    PrintOptions {
        generic: true,
        ..Default::default()
    }
}

/// ```mlir
/// %0 = "foo.a"() {d = distinct[0]<[affine_map<(d0) -> (d0 + 1)>]>, e = distinct[1]<unit>, m = affine_map<(d0) -> (d0 + 1)>} : () -> i32
/// "foo.r"() ({
/// ^bb0(%a: i32):
///   "foo.r"() ({
///     %1:2 = "foo.c"(%a) : (i32) -> (i32, i64)
///   }, {
///   ^bb0(%b: i64):
///     "foo.br"(%b)[^bb1] : (i64) -> ()
///   ^bb1(%c: i64):
///     "foo.br"(%c)[^bb1] : (i64) -> ()
///   }) : () -> ()
/// }) : () -> ()
/// ```
fn numbering_ir() -> Builder {
    let mut t = Builder::new();
    let (mb, mblock) = t.module();
    let ctx = &t.ctx;
    let i32t = ctx.int_type(32);
    let i64t = ctx.int_type(64);
    let map = ctx.intern_attr(AttrKind::AffineMap(AffineMap::new(
        1,
        0,
        vec![AffineExpr::dim(0).add(AffineExpr::constant(1))],
    )));
    let arr = ctx.array_attr(&[map]);
    let d = ctx.distinct_attr(arr);
    let e = ctx.distinct_attr(ctx.unit_attr());
    let attrs = vec![
        NamedAttr {
            name: ctx.ident("d"),
            value: d,
        },
        NamedAttr {
            name: ctx.ident("e"),
            value: e,
        },
        NamedAttr {
            name: ctx.ident("m"),
            value: map,
        },
    ];
    t.op(mb, mblock, "foo.a", &[], &[i32t], attrs, &[], 0, 1);
    let r1 = t.op(mb, mblock, "foo.r", &[], &[], vec![], &[], 1, 2);
    let body = t.ir.body_mut(mb);
    let reg = body.local_regions(r1).next().unwrap();
    let blk = body.create_block();
    body.append_block(reg, blk);
    let a = body.add_block_arg(blk, i32t, None);
    let r2 = t.op(mb, blk, "foo.r", &[], &[], vec![], &[], 2, 4);
    let body = t.ir.body_mut(mb);
    let mut regs = body.local_regions(r2);
    let (ra, rb) = (regs.next().unwrap(), regs.next().unwrap());
    let b0 = body.create_block();
    body.append_block(ra, b0);
    let b1 = body.create_block();
    body.append_block(rb, b1);
    let bv = body.add_block_arg(b1, i64t, None);
    let b2 = body.create_block();
    body.append_block(rb, b2);
    let cv = body.add_block_arg(b2, i64t, None);
    t.op(mb, b0, "foo.c", &[a], &[i32t, i64t], vec![], &[], 0, 5);
    t.op(
        mb,
        b1,
        "foo.br",
        &[bv],
        &[],
        vec![],
        &[Successor {
            block: b2,
            num_operands: 1,
        }],
        0,
        8,
    );
    t.op(
        mb,
        b2,
        "foo.br",
        &[cv],
        &[],
        vec![],
        &[Successor {
            block: b2,
            num_operands: 1,
        }],
        0,
        10,
    );
    t
}

#[test]
fn generic_numbering_aliases_distinct() {
    let t = numbering_ir();
    expect_test::expect![[r#"
        #map = affine_map<(d0) -> (d0 + 1)>
        #distinct = distinct[0]<[#map]>
        "builtin.module"() ({
          %0 = "foo.a"() {d = #distinct, e = distinct[1]<>, m = #map} : () -> i32
          "foo.r"() ({
          ^bb0(%arg0: i32):
            "foo.r"() ({
              %2:2 = "foo.c"(%arg0) : (i32) -> (i32, i64)
            }, {
            ^bb0(%arg1: i64):
              "foo.br"(%arg1)[^bb1] : (i64) -> ()
            ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb1
              "foo.br"(%1)[^bb1] : (i64) -> ()
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()

    "#]]
    .assert_eq(&t.print(&generic()));
}

#[test]
fn custom_numbering_restarts_per_region() {
    let t = numbering_ir();
    expect_test::expect![[r#"
        #map = affine_map<(d0) -> (d0 + 1)>
        #distinct = distinct[0]<[#map]>
        module {
          %0 = "foo.a"() {d = #distinct, e = distinct[1]<>, m = #map} : () -> i32
          "foo.r"() ({
          ^bb0(%arg0: i32):
            "foo.r"() ({
              %1:2 = "foo.c"(%arg0) : (i32) -> (i32, i64)
            }, {
            ^bb0(%arg1: i64):
              "foo.br"(%arg1)[^bb1] : (i64) -> ()
            ^bb1(%1: i64):  // 2 preds: ^bb0, ^bb1
              "foo.br"(%1)[^bb1] : (i64) -> ()
            }) : () -> ()
          }) : () -> ()
        }

    "#]]
    .assert_eq(&t.print(&PrintOptions::default()));
}

#[test]
fn local_scope_inlines_everything() {
    let t = numbering_ir();
    let out = t.print(&PrintOptions {
        debug_info: true,
        local_scope: true,
        ..Default::default()
    });
    let first = out.lines().nth(1).unwrap();
    assert_eq!(
        first,
        r#"  %0 = "foo.a"() {d = distinct[0]<[affine_map<(d0) -> (d0 + 1)>]>, e = distinct[1]<>, m = affine_map<(d0) -> (d0 + 1)>} : () -> i32 loc("t.mlir":1:1)"#
    );
    assert!(out.ends_with("} loc(\"t.mlir\":0:0)\n"));
}

/// 10,000 nested regions and a 10,000-deep array print on a small stack.
#[test]
fn deep_nesting_does_not_overflow() {
    let handle = std::thread::Builder::new()
        .stack_size(512 * 1024)
        .spawn(|| {
            let mut t = Builder::new();
            let (mb, mut block) = t.module();
            let n = 10_000;
            for i in 0..n {
                let op = t.op(mb, block, "foo.r", &[], &[], vec![], &[], 1, i + 1);
                let body = t.ir.body_mut(mb);
                let r = body.local_regions(op).next().unwrap();
                block = body.create_block();
                body.append_block(r, block);
            }
            let mut a = t.ctx.integer_attr(t.ctx.int_type(32), 1);
            for _ in 0..n {
                a = t.ctx.array_attr(&[a]);
            }
            let name = t.ctx.ident("a");
            t.op(
                mb,
                block,
                "foo.x",
                &[],
                &[],
                vec![NamedAttr { name, value: a }],
                &[],
                0,
                1,
            );
            let out = t.print(&generic());
            assert!(out.contains(&format!(
                "{}1 : i32{}",
                "[".repeat(n as usize),
                "]".repeat(n as usize)
            )));
            let out = t.print(&PrintOptions {
                debug_info: true,
                ..Default::default()
            });
            assert!(out.starts_with("module {\n  \"foo.r\"() ({\n"));
        })
        .unwrap();
    handle.join().unwrap();
}

#[test]
fn standalone_entities() {
    let ctx = Context::new();
    let mut s = String::new();
    let t = ctx.tensor_type(
        &[4, crate::types::DYNAMIC],
        ctx.float_type(crate::float::FloatKind::F32),
    );
    print_type(&ctx, t, &mut s);
    s.push(' ');
    print_attribute(&ctx, ctx.string_attr("a\"b\n"), &mut s);
    s.push(' ');
    let l = ctx.callsite_loc(ctx.name_loc("f", None), ctx.file_line_col("x.mlir", 1, 2));
    print_location(&ctx, l, &mut s);
    assert_eq!(
        s,
        r#"tensor<4x?xf32> "a\22b\0A" loc(callsite("f" at "x.mlir":1:2))"#
    );
}
