"builtin.module"() ({
  "func.func"() <{function_type = (index) -> vector<[4]x1000000000xi1>, sym_name = "v"}> ({
  ^bb0(%arg0: index):
    %0 = "vector.create_mask"(%arg0, %arg0) : (index, index) -> vector<[4]x1000000000xi1>
    %1 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 1000000000>}> : () -> vector<4x1000000000xi1>
    %2 = "arith.constant"() <{value = dense<0.000000e+00> : vector<1000000000x1000000000xf32>}> : () -> vector<1000000000x1000000000xf32>
    %3 = "vector.shape_cast"(%2) : (vector<1000000000x1000000000xf32>) -> vector<1000000000000000000xf32>
    %4 = "vector.extract"(%3) <{static_position = array<i64: 999999999999999999>}> : (vector<1000000000000000000xf32>) -> f32
    "x.use"(%1, %4) : (vector<4x1000000000xi1>, f32) -> ()
    "func.return"(%0) : (vector<[4]x1000000000xi1>) -> ()
  }) : () -> ()
}) : () -> ()

