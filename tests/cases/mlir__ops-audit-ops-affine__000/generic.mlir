#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
#map2 = affine_map<()[s0] -> (s0 mod 4)>
#map3 = affine_map<(d0, d1) -> (d0 floordiv 3 + d1 ceildiv 2)>
#map4 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map5 = affine_map<(d0)[s0] -> (d0 + s0, d0 - 2)>
#map6 = affine_map<(d0, d1) -> (d0, d1 + 1)>
#map7 = affine_map<(d0)[s0] -> (d0 * 2, s0)>
#map8 = affine_map<() -> (0)>
#map9 = affine_map<()[s0] -> (s0)>
#map10 = affine_map<() -> (10)>
#map11 = affine_map<(d0) -> (d0, 0)>
#map12 = affine_map<(d0) -> (d0, 100)>
#map13 = affine_map<() -> (0, 0)>
#map14 = affine_map<(d0) -> (10, d0)>
#map15 = affine_map<() -> (100)>
#map16 = affine_map<(d0) -> (0, d0)>
#map17 = affine_map<(d0) -> (100, d0)>
#map18 = affine_map<(d0, d1) -> (d0, d1)>
#map19 = affine_map<(d0) -> (d0 + 1, 0)>
#map20 = affine_map<(d0, d1) -> (d0, d1 + 8)>
#map21 = affine_map<()[s0, s1] -> (s0 floordiv 2, s1 * 3)>
#map22 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
#set1 = affine_set<(d0) : (d0 >= 0)>
#set2 = affine_set<()[s0] : (s0 - 1 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, f32, vector<8xf32>, index) -> (), sym_name = "affine_ops"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: f32, %arg3: vector<8xf32>, %arg4: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "affine.apply"(%arg1) <{map = #map}> : (index) -> index
    %2 = "affine.apply"(%arg1, %arg4) <{map = #map1}> : (index, index) -> index
    %3 = "affine.apply"(%arg1) <{map = #map2}> : (index) -> index
    %4 = "affine.apply"(%arg1, %arg4) <{map = #map3}> : (index, index) -> index
    %5 = "affine.min"(%arg1, %arg4) <{map = #map4}> : (index, index) -> index
    %6 = "affine.max"(%arg1, %arg4) <{map = #map5}> : (index, index) -> index
    "affine.for"() <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg17: index):
      "affine.for"(%arg1) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 1, 0>, step = 2 : index, upperBoundMap = #map9}> ({
      ^bb0(%arg18: index):
        %23 = "affine.load"(%arg0, %arg17, %arg18) <{map = #map6}> : (memref<100x100xf32>, index, index) -> f32
        "affine.store"(%23, %arg0, %arg17, %arg1) <{map = #map7}> : (f32, memref<100x100xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%arg1, %arg4) <{lowerBoundMap = #map11, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map12}> ({
    ^bb0(%arg16: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "affine.for"(%0, %arg1) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg15: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %7 = "affine.for"(%arg2) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg13: index, %arg14: f32):
      %22 = "arith.addf"(%arg14, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%22) : (f32) -> ()
    }) : (f32) -> f32
    %8:2 = "affine.for"(%arg2, %arg2) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 2>, step = 3 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg10: index, %arg11: f32, %arg12: f32):
      "affine.yield"(%arg11, %arg12) : (f32, f32) -> ()
    }) : (f32, f32) -> (f32, f32)
    "affine.if"(%arg1, %arg4) <{condition = #set}> ({
      "test.op"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index) -> ()
    "affine.if"(%arg1) <{condition = #set1}> ({
      "test.op"() : () -> ()
      "affine.yield"() : () -> ()
    }, {
      "test.op2"() : () -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    %9 = "affine.if"(%arg1) <{condition = #set2}> ({
      "affine.yield"(%arg2) : (f32) -> ()
    }, {
      "affine.yield"(%arg2) : (f32) -> ()
    }) : (index) -> f32
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map13, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map14}> ({
    ^bb0(%arg8: index, %arg9: index):
      "test.use"(%arg8, %arg9) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map8, reductions = [], steps = [10], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map15}> ({
    ^bb0(%arg7: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    %10 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map8, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map10}> ({
    ^bb0(%arg6: index):
      "affine.yield"(%arg2) : (f32) -> ()
    }) : () -> f32
    %11:2 = "affine.parallel"(%arg1, %arg4) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = #map16, reductions = [4, 12], steps = [1], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map17}> ({
    ^bb0(%arg5: index):
      "affine.yield"(%arg2, %arg2) : (f32, f32) -> ()
    }) : (index, index) -> (f32, f32)
    "affine.prefetch"(%arg0, %arg1, %arg4) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map18}> : (memref<100x100xf32>, index, index) -> ()
    "affine.prefetch"(%arg0, %arg1) <{isDataCache = false, isWrite = true, localityHint = 1 : i32, map = #map19}> : (memref<100x100xf32>, index) -> ()
    %12 = "affine.vector_load"(%arg0, %arg1, %arg4) <{map = #map18}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
    "affine.vector_store"(%arg3, %arg0, %arg1, %arg4) <{map = #map20}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()
    %13:2 = "affine.delinearize_index"(%arg1) <{static_basis = array<i64: 4, 25>}> : (index) -> (index, index)
    %14:3 = "affine.delinearize_index"(%arg1, %arg4) <{static_basis = array<i64: -9223372036854775808, 5, 5>}> : (index, index) -> (index, index, index)
    %15:2 = "affine.delinearize_index"(%arg1) <{static_basis = array<i64: 5>}> : (index) -> (index, index)
    %16 = "affine.linearize_index"(%13#0, %13#1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 25>}> : (index, index) -> index
    %17 = "affine.linearize_index"(%13#0, %13#1, %arg4) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 25>}> : (index, index, index) -> index
    %18 = "affine.linearize_index"(%13#0, %13#1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 25>}> : (index, index) -> index
    %19 = "affine.load"(%arg0) <{map = #map13}> : (memref<100x100xf32>) -> f32
    %20 = "affine.load"(%arg0, %arg1, %arg4) <{map = #map21}> : (memref<100x100xf32>, index, index) -> f32
    %21 = "affine.min"(%arg1) <{map = #map22}> : (index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

