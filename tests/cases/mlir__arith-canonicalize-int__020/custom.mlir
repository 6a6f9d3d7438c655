module {
  func.func @index_ops(%arg0: index) -> (index, index, index, index, index) {
    %c-1 = arith.constant -1 : index
    %c3 = arith.constant 3 : index
    %0 = arith.divui %c-1, %c3 : index
    %1 = arith.floordivsi %c-1, %c3 : index
    %2 = arith.ceildivsi %c-1, %c3 : index
    %3 = arith.shrui %c-1, %c3 : index
    %4 = arith.minui %c-1, %c3 : index
    return %0, %1, %2, %3, %4 : index, index, index, index, index
  }
}

