
func.func @index_ops(%x: index) -> (index, index, index, index, index) {
  %a = arith.constant -1 : index
  %b = arith.constant 3 : index
  %0 = arith.divui %a, %b : index
  %1 = arith.floordivsi %a, %b : index
  %2 = arith.ceildivsi %a, %b : index
  %3 = arith.shrui %a, %b : index
  %4 = arith.minui %a, %b : index
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

