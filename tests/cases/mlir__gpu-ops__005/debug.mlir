#loc2 = loc("input.mlir":2:17)
#loc3 = loc("input.mlir":2:33)
#loc5 = loc("input.mlir":4:8)
"builtin.module"() ({
  "func.func"() <{function_type = (index, vector<4xf32>) -> (), sym_name = "warp"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:17), %arg1: vector<4xf32> loc("input.mlir":2:33)):
    %0 = "gpu.warp_execute_on_lane_0"(%arg0, %arg1) <{warp_size = 32 : i64}> ({
    ^bb0(%arg2: vector<128xf32> loc("input.mlir":4:8)):
      %1 = "test.x"() : () -> vector<32xf32> loc(#loc6)
      "gpu.yield"(%1) : (vector<32xf32>) -> () loc(#loc7)
    }) : (index, vector<4xf32>) -> vector<1xf32> loc(#loc4)
    "gpu.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
      "test.y"() : () -> () loc(#loc9)
      "gpu.yield"() : () -> () loc(#loc8)
    }) : (index) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":5:10)
#loc7 = loc("input.mlir":6:5)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":11:3)

