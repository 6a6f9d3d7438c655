
func.func @index_casts(%x: i32, %i: index, %y: i64) -> (index, index, i32, i32, index, index, index, index) {
  %a = arith.constant -1 : i32
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %ci = arith.constant -1 : index
  %b = arith.index_cast %ci : index to i32
  %c = arith.index_castui %ci : index to i32
  %d = arith.index_cast %x : i32 to index
  %2 = arith.index_cast %d : index to i32
  %e = arith.index_castui %x : i32 to index
  %3 = arith.index_castui %e : index to i32
  %f = arith.extsi %x : i32 to i64
  %4 = arith.index_cast %f : i64 to index
  %g = arith.extui %x : i32 to i64
  %5 = arith.index_castui %g : i64 to index
  %h = arith.index_cast %i : index to i32
  %6 = arith.index_cast %h : i32 to index
  %k = arith.index_cast %y : i64 to index
  %7 = arith.index_castui %k : index to i64
  %r = arith.index_cast %7 : i64 to index
  %s0 = arith.index_cast %b : i32 to index
  %s1 = arith.index_cast %c : i32 to index
  return %0, %s0, %2, %3, %4, %5, %6, %r : index, index, i32, i32, index, index, index, index
}

