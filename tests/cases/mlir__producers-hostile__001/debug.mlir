#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> vector<[4]x1000000000xi1>, sym_name = "v"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14)):
    %0 = "vector.create_mask"(%arg0, %arg0) : (index, index) -> vector<[4]x1000000000xi1> loc(#loc3)
    %1 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 1000000000>}> : () -> vector<4x1000000000xi1> loc(#loc4)
    %2 = "arith.constant"() <{value = dense<0.000000e+00> : vector<1000000000x1000000000xf32>}> : () -> vector<1000000000x1000000000xf32> loc(#loc5)
    %3 = "vector.shape_cast"(%2) : (vector<1000000000x1000000000xf32>) -> vector<1000000000000000000xf32> loc(#loc6)
    %4 = "vector.extract"(%3) <{static_position = array<i64: 999999999999999999>}> : (vector<1000000000000000000xf32>) -> f32 loc(#loc7)
    "x.use"(%1, %4) : (vector<4x1000000000xi1>, f32) -> () loc(#loc8)
    "func.return"(%0) : (vector<[4]x1000000000xi1>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":9:3)

