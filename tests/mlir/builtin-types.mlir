// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
"t.ints"() : () -> (i1, i7, i64, i128, si8, ui32, i1000, index)
// -----
"t.floats"() : () -> (bf16, f16, tf32, f32, f64, f80, f128)
// -----
"t.small_floats"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
// -----
"t.shaped"() : () -> (tensor<?x4x?xf32>, tensor<*xi8>, tensor<f32>, vector<4xf32>, vector<[4]x8xi1>, vector<2x[2]xf16>, memref<4x?xf32>, memref<*xf32, 3>)
// -----
"t.layouts"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8xi32, strided<[2]>, 1>, memref<2xf32, "gpu">, memref<3xi8, 7 : i64>)
// -----
"t.compound"() : () -> (complex<f32>, tuple<>, tuple<i32, tuple<f32>>, none, () -> (), (i32) -> (i32, f32), ((i32) -> i1) -> ((f32) -> ()))
// -----
"t.dialect"() : () -> (!t.foo, !t.bar<1, "x", [2]>, !t<"opaque thing">, !t.nested<!t.inner<i32>>, tensor<4xf32, #t.enc<"sparse">>)
// -----
!alias = tensor<4x4xf32>
!alias2 = !t.thing<!alias>
"t.alias"() : () -> (!alias, !alias2)
