#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xf32>, vector<2x1xf32>) -> (f32, f32, f32, f32, f32), sym_name = "b"}> ({
  ^bb0(%arg0: vector<2xf32> loc("input.mlir":2:14), %arg1: vector<2x1xf32> loc("input.mlir":2:33)):
    %0 = "vector.broadcast"(%arg0) : (vector<2xf32>) -> vector<3x2xf32> loc(#loc4)
    %1:6 = "vector.to_elements"(%0) : (vector<3x2xf32>) -> (f32, f32, f32, f32, f32, f32) loc(#loc5)
    %2 = "vector.broadcast"(%arg1) : (vector<2x1xf32>) -> vector<2x3xf32> loc(#loc6)
    %3:6 = "vector.to_elements"(%2) : (vector<2x3xf32>) -> (f32, f32, f32, f32, f32, f32) loc(#loc7)
    "func.return"(%1#0, %1#3, %3#0, %3#4, %3#5) : (f32, f32, f32, f32, f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:10)
#loc8 = loc("input.mlir":7:3)

