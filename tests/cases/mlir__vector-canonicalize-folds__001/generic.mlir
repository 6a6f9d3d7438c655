#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>, sym_name = "a"}> ({
  ^bb0(%arg9: vector<8xf32>, %arg10: vector<8xi1>, %arg11: vector<8xf32>):
    %10 = "vector.mask"(%arg10, %arg11) ({
      "vector.yield"(%arg9) : (vector<8xf32>) -> ()
    }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    "func.return"(%10) : (vector<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xf32>, memref<8xf32>) -> f32, sym_name = "b"}> ({
  ^bb0(%arg7: vector<8xf32>, %arg8: memref<8xf32>):
    %6 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 8>}> : () -> vector<8xi1>
    %7 = "vector.mask"(%6) ({
      %9 = "vector.reduction"(%arg7) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
      "vector.yield"(%9) : (f32) -> ()
    }) : (vector<8xi1>) -> f32
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    "vector.mask"(%6) ({
      "vector.transfer_write"(%arg7, %arg8, %8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, memref<8xf32>, index) -> ()
      "vector.yield"() : () -> ()
    }) : (vector<8xi1>) -> ()
    "func.return"(%7) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1xi32>, i32, vector<1xi1>) -> (i32, i32), sym_name = "c"}> ({
  ^bb0(%arg4: vector<1xi32>, %arg5: i32, %arg6: vector<1xi1>):
    %2 = "vector.reduction"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxsi>}> : (vector<1xi32>, i32) -> i32
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "vector.mask"(%arg6) ({
      %5 = "vector.reduction"(%arg4, %3) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<1xi32>, i32) -> i32
      "vector.yield"(%5) : (i32) -> ()
    }) : (vector<1xi1>) -> i32
    "func.return"(%2, %4) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1x1xf32>, f32) -> f32, sym_name = "d"}> ({
  ^bb0(%arg2: vector<1x1xf32>, %arg3: f32):
    %1 = "vector.multi_reduction"(%arg2, %arg3) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<1x1xf32>, f32) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>, sym_name = "e"}> ({
  ^bb0(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>):
    %0 = "vector.multi_reduction"(%arg0, %arg1) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64>}> : (vector<2x3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
    "func.return"(%0) : (vector<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

