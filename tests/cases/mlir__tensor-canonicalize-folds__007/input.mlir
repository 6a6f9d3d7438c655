
func.func @destination_style(%a: tensor<4x4xf32>, %d: tensor<?x4xf32>, %f: f32, %i: index) -> (tensor<?x?xf32>, index, index) {
  %c = tensor.cast %a : tensor<4x4xf32> to tensor<?x?xf32>
  %0 = tensor.insert %f into %c[%i, %i] : tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %d[%i, %i] : tensor<?x4xf32>
  %2 = tensor.dim %1, %c0 : tensor<?x4xf32>
  %r = scf.forall (%k) in (4) shared_outs(%o = %d) -> (tensor<?x4xf32>) {
    scf.forall.in_parallel {
    }
  }
  %3 = tensor.dim %r, %c0 : tensor<?x4xf32>
  return %0, %2, %3 : tensor<?x?xf32>, index, index
}

