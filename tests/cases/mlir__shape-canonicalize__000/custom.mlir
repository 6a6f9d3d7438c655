module {
  func.func @arith_edges() -> (!shape.size, !shape.size, !shape.size, !shape.size) {
    %c9223372036854775807 = shape.const_size 9223372036854775807
    %c1 = shape.const_size 1
    %c0 = shape.const_size 0
    %c-9223372036854775808 = shape.const_size -9223372036854775808
    %c-1 = shape.const_size -1
    %0 = shape.add %c9223372036854775807, %c1 : !shape.size, !shape.size -> !shape.size
    %1 = shape.mul %c9223372036854775807, %c9223372036854775807 : !shape.size, !shape.size -> !shape.size
    %2 = shape.div %c-9223372036854775808, %c-1 : !shape.size, !shape.size -> !shape.size
    %3 = shape.div %c-1, %c9223372036854775807 : !shape.size, !shape.size -> !shape.size
    return %0, %1, %2, %3 : !shape.size, !shape.size, !shape.size, !shape.size
  }
}

