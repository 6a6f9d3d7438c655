
func.func @m2(%t: tensor<?xf32>, %a: index, %v: f32) -> tensor<?xf32> {
  %c = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
  %0 = tensor.pad %t low[%c] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.pad %0 low[%a] high[%c] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

