module {
  func.func @commutative_constant_left(%arg0: index) -> (index, index) {
    %idx4 = index.constant 4
    %0 = index.add %idx4, %arg0
    %1 = index.and %idx4, %arg0
    return %0, %1 : index, index
  }
}

