
func.func @m3(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %r = scf.execute_region -> tensor<?xf32> {
    %i = "test.idx"() : () -> index
    %0 = tensor.pad %t low[%i] high[1] {
    ^bb0(%k: index):
      tensor.yield %v : f32
    } : tensor<?xf32> to tensor<?xf32>
    %1 = tensor.pad %0 low[2] high[%i] {
    ^bb0(%k: index):
      tensor.yield %v : f32
    } : tensor<?xf32> to tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
