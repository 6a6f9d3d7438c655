"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, f32, index) -> (vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>), sym_name = "a"}> ({
  ^bb0(%arg8: vector<4xf32>, %arg9: f32, %arg10: index):
    %20 = "vector.broadcast"(%arg8) : (vector<4xf32>) -> vector<1x4xf32>
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "vector.create_mask"(%21, %arg10) : (index, index) -> vector<4x3xi1>
    %23 = "vector.extract"(%22) <{static_position = array<i64: 1>}> : (vector<4x3xi1>) -> vector<3xi1>
    %24 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 3>}> : () -> vector<4x3xi1>
    %25 = "vector.shape_cast"(%24) : (vector<4x3xi1>) -> vector<12xi1>
    %26 = "vector.broadcast"(%arg9) : (f32) -> vector<4xf32>
    %27 = "vector.insert"(%arg9, %26) <{static_position = array<i64: 2>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %28 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 3>}> : () -> vector<4xi1>
    "use"(%25) : (vector<12xi1>) -> ()
    "func.return"(%20, %23, %28, %27) : (vector<1x4xf32>, vector<3xi1>, vector<4xi1>, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, f32) -> (f32, vector<4xf32>, f32, f32), sym_name = "b"}> ({
  ^bb0(%arg6: vector<4xf32>, %arg7: f32):
    %13:4 = "vector.to_elements"(%arg6) : (vector<4xf32>) -> (f32, f32, f32, f32)
    %14 = "vector.broadcast"(%arg7) : (f32) -> vector<4xf32>
    %15:4 = "vector.to_elements"(%14) : (vector<4xf32>) -> (f32, f32, f32, f32)
    %16 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %17:4 = "vector.to_elements"(%16) : (vector<4xf32>) -> (f32, f32, f32, f32)
    %18 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %19 = "vector.from_elements"(%13#0, %18, %13#2, %13#3) : (f32, f32, f32, f32) -> vector<4xf32>
    "func.return"(%13#1, %19, %15#2, %17#3) : (f32, vector<4xf32>, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x1xf32>, vector<4xf32>) -> (vector<4xf32>, vector<4x1xf32>), sym_name = "c"}> ({
  ^bb0(%arg4: vector<4x1xf32>, %arg5: vector<4xf32>):
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : vector<4x1xf32>}> : () -> vector<4x1xf32>
    %11 = "vector.fma"(%arg4, %arg4, %10) : (vector<4x1xf32>, vector<4x1xf32>, vector<4x1xf32>) -> vector<4x1xf32>
    %12 = "vector.multi_reduction"(%arg4, %arg5) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x1xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%12, %11) : (vector<4xf32>, vector<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x4xf32>, vector<2x4xf32>) -> (vector<2x4xf32>, vector<4x2xf32>), sym_name = "d"}> ({
  ^bb0(%arg2: vector<2x4xf32>, %arg3: vector<2x4xf32>):
    %5 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 2>}> : () -> vector<2x4xi1>
    %6 = "arith.select"(%5, %arg2, %arg3) : (vector<2x4xi1>, vector<2x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    %7 = "vector.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
    %8 = "vector.transpose"(%7) <{permutation = array<i64: 1, 0>}> : (vector<4x2xf32>) -> vector<2x4xf32>
    %9 = "vector.transpose"(%8) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
    "func.return"(%6, %9) : (vector<2x4xf32>, vector<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<1xf32>, vector<4x1xf32>) -> (vector<1xf32>, f32, vector<1x1x4xf32>), sym_name = "e"}> ({
  ^bb0(%arg0: vector<1xf32>, %arg1: vector<4x1xf32>):
    %0 = "vector.shape_cast"(%arg0) : (vector<1xf32>) -> vector<1x1xf32>
    %1 = "vector.extract"(%0) <{static_position = array<i64: 0>}> : (vector<1x1xf32>) -> vector<1xf32>
    %2 = "vector.extract"(%0) <{static_position = array<i64: 0, 0>}> : (vector<1x1xf32>) -> f32
    %3 = "vector.shape_cast"(%arg1) : (vector<4x1xf32>) -> vector<4xf32>
    %4 = "vector.broadcast"(%3) : (vector<4xf32>) -> vector<1x1x4xf32>
    "func.return"(%1, %2, %4) : (vector<1xf32>, f32, vector<1x1x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

