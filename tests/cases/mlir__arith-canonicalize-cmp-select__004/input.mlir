
func.func @cmpi_i1(%x: i1, %y: i8, %v: vector<4xi1>) -> (i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>) {
  %f = arith.constant false
  %t = arith.constant true
  %0 = arith.cmpi ne, %x, %f : i1
  %1 = arith.cmpi eq, %x, %t : i1
  %2 = arith.cmpi eq, %x, %f : i1
  %3 = arith.cmpi ne, %x, %t : i1
  %z = arith.constant 0 : i32
  %e = arith.extsi %x : i1 to i32
  %4 = arith.cmpi ne, %e, %z : i32
  %u = arith.extui %x : i1 to i32
  %5 = arith.cmpi ne, %u, %z : i32
  %vf = arith.constant dense<false> : vector<4xi1>
  %6 = arith.cmpi ne, %v, %vf : vector<4xi1>
  %ve = arith.extui %v : vector<4xi1> to vector<4xi32>
  %vz = arith.constant dense<0> : vector<4xi32>
  %7 = arith.cmpi ne, %ve, %vz : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, vector<4xi1>, vector<4xi1>
}

