//! Compares rmlir's liveness analysis with upstream's
//! `mlir-opt --test-liveness-analysis` (a test pass of mlir-opt 22).
//!
//! `liveness_report tag IN.mlir` prints IN in generic form with a `tag`
//! attribute (`t0`, `t1`, ...) on every op; `liveness_report report
//! TAGGED.mlir` prints what the test pass prints for it: for each tagged op
//! in post-order, the liveness of its operands, results and the arguments
//! of the entry blocks of its regions. Diff it with the lines mlir-opt prints
//! before the module.

use rmlir_analysis::liveness::Liveness;
use rmlir_ir::walk::walk_post_order;
use rmlir_ir::{AttrKind, NamedAttr, OpRef};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(mode), Some(path)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: liveness_report tag|report FILE");
        std::process::exit(2);
    };
    let src = std::fs::read(path).expect("readable input");
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let opts = rmlir_asm_parser::ParseOptions {
        filename: path.clone(),
        ..Default::default()
    };
    let mut ir = match rmlir_asm_parser::parse_source(&ctx, &src, &opts) {
        Ok(p) => p.ir,
        Err(_) => {
            eprintln!("parse error");
            std::process::exit(1);
        }
    };
    let top = ir.top().expect("a top-level op");
    if mode == "tag" {
        let mut ops = Vec::new();
        walk_post_order(&ir, top, |op| ops.push(op));
        // (A module may not hold attributes without a dialect prefix.)
        ops.retain(|op| ctx.ident_bytes(ir.body(op.body).op(op.op).name) != b"builtin.module");
        for (i, op) in ops.into_iter().enumerate() {
            let key = ctx.ident("tag");
            let value = ctx.string_attr(format!("t{i}"));
            let data = ir.body(op.body).op(op.op);
            let mut entries: Vec<NamedAttr> = ctx.dictionary_entries(data.attrs).to_vec();
            entries.retain(|na| na.name != key);
            entries.push(NamedAttr { name: key, value });
            let dict = ctx.dictionary_attr(entries);
            ir.body_mut(op.body).op_mut(op.op).attrs = dict;
        }
        let popts = rmlir_ir::printer::PrintOptions {
            generic: true,
            ..Default::default()
        };
        let mut text = String::new();
        rmlir_ir::printer::print_op(&ctx, &ir, top, &popts, &mut text);
        println!("{text}");
        return;
    }
    let unknown = unknown_callables(&ctx, &ir, top);
    let la = Liveness::run(&ctx, &mut ir, top, &unknown);
    let state = |b, v| if la.is_live(b, v) { "live" } else { "not live" };
    let mut out = String::new();
    walk_post_order(&ir, top, |op: OpRef| {
        let data = ir.body(op.body).op(op.op);
        let Some(tag) = ctx.dictionary_get(data.attrs, b"tag") else {
            return;
        };
        let AttrKind::String { value, .. } = ctx.attr_kind(tag) else {
            return;
        };
        out.push_str(&format!("test_tag: {}:\n", String::from_utf8_lossy(value)));
        let body = ir.body(op.body);
        for (i, v) in body.operands(op.op).enumerate() {
            out.push_str(&format!(" operand #{i}: {}\n", state(op.body, v)));
        }
        for (i, v) in body.results(op.op).enumerate() {
            out.push_str(&format!(" result #{i}: {}\n", state(op.body, v)));
        }
        let (rb, regions) = ir.regions(op);
        let rbody = ir.body(rb);
        for (ri, r) in regions.enumerate() {
            out.push_str(&format!(" region: #{ri}:\n"));
            // The entry block's (`Region::getArguments`).
            if let Some(b) = rbody.first_block(r) {
                for (ai, &a) in rbody.block_args(b).iter().enumerate() {
                    out.push_str(&format!("   argument: #{ai}: {}\n", state(rb, a)));
                }
            }
        }
    });
    print!("{out}");
}

/// Every callable directly in the top-level module but the private ones
/// may be called from outside. A simplification: upstream's rule (which
/// `remove-dead-values` and `sccp` follow) also looks into nested symbol
/// tables, non-call symbol uses and ops that may be symbol tables, so
/// inputs with those are not compared by this tool.
fn unknown_callables(ctx: &rmlir_ir::Context, ir: &rmlir_ir::Ir, top: OpRef) -> Vec<OpRef> {
    let mut out = Vec::new();
    let mut children = Vec::new();
    rmlir_ir::walk::collect_children(ir, top, &mut children);
    for c in children {
        let name = ir.body(c.body).op(c.op).name;
        let Some(def) = ctx.op_def(name) else { continue };
        if def.interfaces.callable.is_none() {
            continue;
        }
        let view = rmlir_ir::OpView::new(ctx, ir, c);
        let private = view
            .any_attr("sym_visibility")
            .is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::String { value, .. } if &**value == b"private"));
        if !private {
            out.push(c);
        }
    }
    out
}
