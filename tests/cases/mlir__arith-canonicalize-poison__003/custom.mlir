module {
  func.func @casts_poison() -> (i64, f32, i32, f64, index, f32, i1) {
    %0 = ub.poison : i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.sitofp %0 : i32 to f32
    %3 = ub.poison : f32
    %4 = arith.fptosi %3 : f32 to i32
    %5 = arith.extf %3 : f32 to f64
    %6 = arith.index_cast %0 : i32 to index
    %7 = arith.bitcast %0 : i32 to f32
    %c1_i32 = arith.constant 1 : i32
    %8 = arith.cmpi eq, %0, %c1_i32 : i32
    return %1, %2, %4, %5, %6, %7, %8 : i64, f32, i32, f64, index, f32, i1
  }
}

