module {
  func.func @arith_edges() -> (!shape.size, !shape.size, !shape.size, !shape.size) {
    %c-9223372036854775808 = shape.const_size -9223372036854775808
    %c1 = shape.const_size 1
    %c0 = shape.const_size 0
    return %c-9223372036854775808, %c1, %c-9223372036854775808, %c0 : !shape.size, !shape.size, !shape.size, !shape.size
  }
}

