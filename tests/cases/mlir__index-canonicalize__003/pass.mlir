module {
  func.func @commutative_constant_left(%arg0: index) -> (index, index) {
    %idx4 = index.constant 4
    %0 = index.add %arg0, %idx4
    %1 = index.and %arg0, %idx4
    return %0, %1 : index, index
  }
}

