module {
  func.func @index_ops(%arg0: index) -> (index, index, index, index, index) {
    %c6148914691236517205 = arith.constant 6148914691236517205 : index
    %c-1 = arith.constant -1 : index
    %c0 = arith.constant 0 : index
    %c2305843009213693951 = arith.constant 2305843009213693951 : index
    %c3 = arith.constant 3 : index
    return %c6148914691236517205, %c-1, %c0, %c2305843009213693951, %c3 : index, index, index, index, index
  }
}

