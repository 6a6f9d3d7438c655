
// delinearize_index and linearize_index.
func.func @index_ops(%x: index, %a: index, %b: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c23 = arith.constant 23 : index
  %0:3 = affine.delinearize_index %x into (%c1, %a, %c4) : index, index, index
  %1:3 = affine.delinearize_index %c23 into (2, 3, 4) : index, index, index
  %2 = affine.linearize_index [%c0, %a, %b] by (2, 3, 4) : index
  %3 = affine.linearize_index disjoint [%a, %b, %x] by (3, 1, 5) : index
  %4 = affine.linearize_index [%c1, %c4] by (5) : index
  return %0#1, %1#1, %2, %3, %4, %0#2 : index, index, index, index, index, index
}
