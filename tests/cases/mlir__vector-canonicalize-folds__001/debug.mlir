#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:34)
#loc4 = loc("input.mlir":2:56)
#loc9 = loc("input.mlir":6:14)
#loc10 = loc("input.mlir":6:34)
#loc19 = loc("input.mlir":13:14)
#loc20 = loc("input.mlir":13:34)
#loc21 = loc("input.mlir":13:43)
#loc28 = loc("input.mlir":19:14)
#loc29 = loc("input.mlir":19:35)
#loc33 = loc("input.mlir":23:14)
#loc34 = loc("input.mlir":23:35)
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>, sym_name = "a"}> ({
  ^bb0(%arg9: vector<8xf32> loc("input.mlir":2:14), %arg10: vector<8xi1> loc("input.mlir":2:34), %arg11: vector<8xf32> loc("input.mlir":2:56)):
    %10 = "vector.mask"(%arg10, %arg11) ({
      "vector.yield"(%arg9) : (vector<8xf32>) -> () loc(#loc6)
    }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32> loc(#loc5)
    "func.return"(%10) : (vector<8xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (vector<8xf32>, memref<8xf32>) -> f32, sym_name = "b"}> ({
  ^bb0(%arg7: vector<8xf32> loc("input.mlir":6:14), %arg8: memref<8xf32> loc("input.mlir":6:34)):
    %6 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 8>}> : () -> vector<8xi1> loc(#loc11)
    %7 = "vector.mask"(%6) ({
      %9 = "vector.reduction"(%arg7) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32 loc(#loc13)
      "vector.yield"(%9) : (f32) -> () loc(#loc12)
    }) : (vector<8xi1>) -> f32 loc(#loc12)
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc14)
    "vector.mask"(%6) ({
      "vector.transfer_write"(%arg7, %arg8, %8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, memref<8xf32>, index) -> () loc(#loc16)
      "vector.yield"() : () -> () loc(#loc15)
    }) : (vector<8xi1>) -> () loc(#loc15)
    "func.return"(%7) : (f32) -> () loc(#loc17)
  }) : () -> () loc(#loc8)
  "func.func"() <{function_type = (vector<1xi32>, i32, vector<1xi1>) -> (i32, i32), sym_name = "c"}> ({
  ^bb0(%arg4: vector<1xi32> loc("input.mlir":13:14), %arg5: i32 loc("input.mlir":13:34), %arg6: vector<1xi1> loc("input.mlir":13:43)):
    %2 = "vector.reduction"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxsi>}> : (vector<1xi32>, i32) -> i32 loc(#loc22)
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc23)
    %4 = "vector.mask"(%arg6) ({
      %5 = "vector.reduction"(%arg4, %3) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<1xi32>, i32) -> i32 loc(#loc25)
      "vector.yield"(%5) : (i32) -> () loc(#loc24)
    }) : (vector<1xi1>) -> i32 loc(#loc24)
    "func.return"(%2, %4) : (i32, i32) -> () loc(#loc26)
  }) : () -> () loc(#loc18)
  "func.func"() <{function_type = (vector<1x1xf32>, f32) -> f32, sym_name = "d"}> ({
  ^bb0(%arg2: vector<1x1xf32> loc("input.mlir":19:14), %arg3: f32 loc("input.mlir":19:35)):
    %1 = "vector.multi_reduction"(%arg2, %arg3) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<1x1xf32>, f32) -> f32 loc(#loc30)
    "func.return"(%1) : (f32) -> () loc(#loc31)
  }) : () -> () loc(#loc27)
  "func.func"() <{function_type = (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>, sym_name = "e"}> ({
  ^bb0(%arg0: vector<2x3xf32> loc("input.mlir":23:14), %arg1: vector<2x3xf32> loc("input.mlir":23:35)):
    %0 = "vector.multi_reduction"(%arg0, %arg1) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32> loc(#loc35)
    "func.return"(%0) : (vector<2x3xf32>) -> () loc(#loc36)
  }) : () -> () loc(#loc32)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":3:32)
#loc7 = loc("input.mlir":4:3)
#loc8 = loc("input.mlir":6:1)
#loc11 = loc("input.mlir":7:11)
#loc12 = loc("input.mlir":8:8)
#loc13 = loc("input.mlir":8:28)
#loc14 = loc("input.mlir":9:9)
#loc15 = loc("input.mlir":10:3)
#loc16 = loc("input.mlir":10:23)
#loc17 = loc("input.mlir":11:3)
#loc18 = loc("input.mlir":13:1)
#loc22 = loc("input.mlir":14:8)
#loc23 = loc("input.mlir":15:9)
#loc24 = loc("input.mlir":16:8)
#loc25 = loc("input.mlir":16:25)
#loc26 = loc("input.mlir":17:3)
#loc27 = loc("input.mlir":19:1)
#loc30 = loc("input.mlir":20:8)
#loc31 = loc("input.mlir":21:3)
#loc32 = loc("input.mlir":23:1)
#loc35 = loc("input.mlir":24:8)
#loc36 = loc("input.mlir":25:3)

