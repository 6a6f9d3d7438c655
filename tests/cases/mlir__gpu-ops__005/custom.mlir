module {
  func.func @warp(%arg0: index, %arg1: vector<4xf32>) {
    %0 = gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xf32>) -> (vector<1xf32>) {
    ^bb0(%arg2: vector<128xf32>):
      %1 = "test.x"() : () -> vector<32xf32>
      gpu.yield %1 : vector<32xf32>
    }
    gpu.warp_execute_on_lane_0(%arg0)[32] {
      "test.y"() : () -> ()
    }
    return
  }
}

