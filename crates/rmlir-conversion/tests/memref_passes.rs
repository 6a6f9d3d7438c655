//! The memref passes on inputs mlir-opt 22 crashes on or that stress their
//! arithmetic: they must not panic, and leave what they cannot rewrite.

use rmlir_pass::{Nesting, PassManager, PassRegistry};

/// Runs `pipeline` on `input`, returning the printed result.
fn run(pipeline: &str, input: &str) -> String {
    let mut registry = PassRegistry::new();
    rmlir_conversion::register(&mut registry);
    let ctx = rmlir_dialects::context();
    let parsed = rmlir_asm_parser::parse_source(&ctx, input.as_bytes(), &Default::default())
        .expect("input parses");
    let mut ir = parsed.ir;
    let top = ir.top().expect("a top-level op");
    let pipeline = rmlir_pass::parse_anchored_pipeline(pipeline, &registry, "rmlir-opt")
        .expect("pipeline parses");
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.set_pipeline(pipeline);
    let result = pm.run(&ctx, &mut ir, top, None);
    assert!(result.success, "{:?}", result.events);
    let mut out = String::new();
    rmlir_ir::printer::print_ir(
        &ctx,
        &ir,
        &Default::default(),
        &Default::default(),
        &mut out,
    )
    .unwrap();
    out
}

#[test]
fn expand_shape_with_two_dynamic_sizes_in_a_group_is_left_alone() {
    // mlir-opt 22 crashes here (dispatchIndexOpFoldResult of a null size).
    let out = run(
        "builtin.module(expand-strided-metadata)",
        "func.func @f(%m: memref<?xf32>, %a: index, %b: index) -> (memref<?x?xf32>, index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %e : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %e, %strides#0 : memref<?x?xf32>, index
}",
    );
    assert!(out.contains("memref.expand_shape"), "{out}");
    assert!(!out.contains("reinterpret_cast"), "{out}");
}

#[test]
fn overflowing_static_arithmetic_does_not_panic() {
    let out = run(
        "builtin.module(fold-memref-alias-ops, expand-strided-metadata)",
        "func.func @f(%m: memref<9223372036854775807x4611686018427387904xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[9223372036854775806, 4611686018427387903] [1, 1] [1, 1] : memref<9223372036854775807x4611686018427387904xf32> to memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
  %v = memref.load %s[%c3, %c3] : memref<1x1xf32, strided<[4611686018427387904, 1], offset: ?>>
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [9223372036854775807, 2, 2305843009213693952] : memref<9223372036854775807x4611686018427387904xf32> into memref<9223372036854775807x2x2305843009213693952xf32>
  %b, %o, %sz:3, %st:3 = memref.extract_strided_metadata %e : memref<9223372036854775807x2x2305843009213693952xf32> -> memref<f32>, index, index, index, index, index, index, index
  %w = memref.load %b[] : memref<f32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}",
    );
    assert!(out.contains("func.func @f"), "{out}");
}

#[test]
fn non_strided_and_unranked_memrefs_are_left_alone() {
    let out = run(
        "builtin.module(expand-strided-metadata, fold-memref-alias-ops, affine-fold-memref-alias-ops)",
        "#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
func.func @f(%u: memref<*xf32>, %i: index) -> (index, index, f32) {
  %a = memref.alloc() : memref<8x8xf32, #tiled>
  %p = memref.extract_aligned_pointer_as_index %a : memref<8x8xf32, #tiled> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %v = memref.load %a[%i, %i] : memref<8x8xf32, #tiled>
  return %p, %q, %v : index, index, f32
}",
    );
    assert!(
        out.contains("memref.alloc() : memref<8x8xf32, #map>"),
        "{out}"
    );
}
