
func.func @casts_poison() -> (i64, f32, i32, f64, index, f32, i1) {
  %p = ub.poison : i32
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.sitofp %p : i32 to f32
  %pf = ub.poison : f32
  %2 = arith.fptosi %pf : f32 to i32
  %3 = arith.extf %pf : f32 to f64
  %4 = arith.index_cast %p : i32 to index
  %5 = arith.bitcast %p : i32 to f32
  %c = arith.constant 1 : i32
  %6 = arith.cmpi eq, %p, %c : i32
  return %0, %1, %2, %3, %4, %5, %6 : i64, f32, i32, f64, index, f32, i1
}

