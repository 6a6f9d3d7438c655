module {
  func.func @m3(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
    %0 = scf.execute_region -> tensor<?xf32> {
      %1 = "test.idx"() : () -> index
      %padded = tensor.pad %arg0 low[%1] high[1] {
      ^bb0(%arg2: index):
        tensor.yield %arg1 : f32
      } : tensor<?xf32> to tensor<?xf32>
      %padded_0 = tensor.pad %padded low[2] high[%1] {
      ^bb0(%arg2: index):
        tensor.yield %arg1 : f32
      } : tensor<?xf32> to tensor<?xf32>
      scf.yield %padded_0 : tensor<?xf32>
    }
    return %0 : tensor<?xf32>
  }
}

