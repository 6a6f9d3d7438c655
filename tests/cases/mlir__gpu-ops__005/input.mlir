
func.func @warp(%laneid: index, %v: vector<4xf32>) {
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xf32>) -> (vector<1xf32>) {
  ^bb0(%arg: vector<128xf32>):
    %0 = "test.x"() : () -> vector<32xf32>
    gpu.yield %0 : vector<32xf32>
  }
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    "test.y"() : () -> ()
  }
  return
}
