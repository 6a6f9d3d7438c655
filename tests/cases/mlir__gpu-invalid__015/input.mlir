
func.func @warp_dist(%laneid: index, %v: vector<4xf32>) {
  // expected-error@+1 {{incompatible distribution dimensions from 'vector<64xf32>' to 'vector<1xf32>' with warp size = 32}}
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %0 = "test.x"() : () -> vector<64xf32>
    gpu.yield %0 : vector<64xf32>
  }
  return
}

