// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s
"t.ints"() {a = 1, b = -1 : i8, c = 255 : ui8, d = true, e = false, f = 0x10 : i32, g = 170141183460469231731687303715884105727 : i128, h = -5 : si16, i = 3 : index, j = 0 : i1} : () -> ()
// -----
"t.floats"() {a = 1.0, b = 0.1 : f32, c = -2.5e10 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 1.0e-40 : f32, g = 3.14159 : f16, h = 1.5 : bf16, i = 65504.0 : f16, j = 0.0 : f8E4M3FN, k = 0xFF800000 : f32, l = 123456789.0 : f64} : () -> ()
// -----
"t.strings"() {a = "plain", b = "esc\"aped\\\n\t", c = "\00\01\7F\FF", d = "typed" : i32, e = ""} : () -> ()
// -----
"t.containers"() {a = [], b = [1, "x", [2.0 : f32]], c = {}, d = {z = 1, a = 2, "quoted key" = unit}, e = unit, f = i32, g = tensor<2xf32>} : () -> ()
// -----
"t.symbols"() {a = @foo, b = @foo::@bar::@baz, c = @"with space", d = @"0x"} : () -> ()
// -----
"t.dense_arrays"() {a = array<i32: 1, 2, 3>, b = array<f64: 1.0, -2.5>, c = array<i1: true, false>, d = array<i64>, e = array<f32: 0.5>} : () -> ()
// -----
"t.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<true> : vector<3xi1>, e = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>, f = dense<"0x0000803F00000040"> : tensor<2xf32>, g = dense<["a", "bc"]> : tensor<2x!t.str>, h = dense<> : tensor<0xi32>, i = dense<5> : tensor<i8>} : () -> ()
// -----
"t.sparse"() {a = sparse<[[0, 0], [1, 2]], [1.0, 5.0]> : tensor<3x4xf32>, b = sparse<[], []> : tensor<2xi32>} : () -> ()
// -----
"t.maps"() {a = affine_map<(d0, d1) -> (d0 + d1 * 2 - 3, d0 floordiv 2, d1 mod 4, d0 ceildiv 8)>, b = affine_map<()[s0] -> (s0 * s0)>, c = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, d = affine_map<(d0) -> ((d0 + 1) * 2)>} : () -> ()
// -----
"t.dialect"() {a = #t.attr, b = #t.attr<"x" : [1, 2]>, c = #t<"opaque">, d = #t.typed : i32, e = #t.nested<#t.inner<{x = 1}>>} : () -> ()
// -----
#a0 = affine_map<(d0) -> (d0)>
#a1 = [1, 2]
"t.aliases"() {x = #a0, y = #a1, z = #a0} : () -> ()
// -----
"t.distinct"() {a = distinct[0]<unit>, b = distinct[1]<"x">, c = distinct[0]<unit>} : () -> ()
// -----
// Zero-width elements: upstream stores no data, so never a splat.
"t.zero_width"() {a = dense<0> : tensor<101xi0>, b = dense<0> : tensor<2x2xi0>, d = dense<(0,0)> : tensor<2xcomplex<i0>>, e = dense<[0, 0]> : tensor<2xi0>, x = array<i0: 0, 0, 0>, y = array<i00: 0>} : () -> ()
