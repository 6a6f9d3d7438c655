
// Swapped iteration arguments do not keep the shape.
func.func @swap(%t: tensor<?xf32>, %u: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %t, %b = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %d = tensor.dim %a, %c0 : tensor<?xf32>
    "test.use"(%d) : (index) -> ()
    scf.yield %b, %a : tensor<?xf32>, tensor<?xf32>
  }
  %e = tensor.dim %r#0, %c0 : tensor<?xf32>
  return %e : index
}
