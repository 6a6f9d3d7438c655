module {
  func.func @casts_poison() -> (i64, f32, i32, f64, index, f32, i1) {
    %c1_i32 = arith.constant 1 : i32
    %0 = ub.poison : i32
    %1 = ub.poison : i64
    %2 = ub.poison : f32
    %3 = ub.poison : f64
    %4 = ub.poison : index
    %5 = arith.cmpi eq, %0, %c1_i32 : i32
    return %1, %2, %0, %3, %4, %2, %5 : i64, f32, i32, f64, index, f32, i1
  }
}

