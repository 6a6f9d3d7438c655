
// expected-error@+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @u(%a: tensor<2xi32> {bufferization.unknown = 3}) {
  %0 = arith.constant {bufferization.manual_deallocation} 0 : index
  return
}
