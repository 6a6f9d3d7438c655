
func.func @cmpf_nan(%x: f32) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf ult, %nan, %x : f32
  %2 = arith.cmpf uno, %x, %nan : f32
  %3 = arith.cmpf oeq, %x, %x : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %4 = arith.cmpf oeq, %pz, %nz : f32
  %5 = arith.cmpf one, %nz, %pz : f32
  %v = arith.constant dense<1.0> : vector<2xf32>
  %6 = arith.cmpf olt, %v, %v : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<2xi1>
}

