
func.func @trunci_of_shift(%x: i32, %v: vector<4xi32>) -> (i16, i16, vector<4xi16>, i16) {
  %c16 = arith.constant 16 : i32
  %a = arith.shrsi %x, %c16 : i32
  %0 = arith.trunci %a : i32 to i16
  %c8 = arith.constant 8 : i32
  %b = arith.shrsi %x, %c8 : i32
  %1 = arith.trunci %b : i32 to i16
  %s16 = arith.constant dense<16> : vector<4xi32>
  %c = arith.shrsi %v, %s16 : vector<4xi32>
  %2 = arith.trunci %c overflow<nsw> : vector<4xi32> to vector<4xi16>
  %d = arith.shrsi %x, %c16 : i32
  %3 = arith.trunci %d overflow<nuw> : i32 to i16
  return %0, %1, %2, %3 : i16, i16, vector<4xi16>, i16
}

