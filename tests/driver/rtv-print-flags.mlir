// ARGS: -generate-runtime-verification --mlir-print-op-generic --mlir-print-debuginfo --mlir-elide-elementsattrs-if-larger=100
// The tool's printing flags apply to the ops in the messages too, except
// the elision of large elements, which the pass sets to 16.
func.func @f(%t: tensor<?x4xf32>, %i: index) -> f32 {
  %d = tensor.dim %t, %i : tensor<?x4xf32> loc("dim")
  %e = tensor.extract %t[%d, %i] {big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : tensor<?x4xf32>
  return %e : f32
}
