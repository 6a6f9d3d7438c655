"builtin.module"() ({
  "func.func"() <{function_type = (index, vector<4xf32>) -> (), sym_name = "warp"}> ({
  ^bb0(%arg0: index, %arg1: vector<4xf32>):
    %0 = "gpu.warp_execute_on_lane_0"(%arg0, %arg1) <{warp_size = 32 : i64}> ({
    ^bb0(%arg2: vector<128xf32>):
      %1 = "test.x"() : () -> vector<32xf32>
      "gpu.yield"(%1) : (vector<32xf32>) -> ()
    }) : (index, vector<4xf32>) -> vector<1xf32>
    "gpu.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
      "test.y"() : () -> ()
      "gpu.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

