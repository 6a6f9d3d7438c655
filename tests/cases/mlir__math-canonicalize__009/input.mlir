
func.func @integers() {
  %a = arith.constant -5 : i32
  %b = arith.constant 40 : i32
  %c = arith.constant 0 : i16
  %0 = math.absi %a : i32
  %1 = math.ctlz %b : i32
  %2 = math.cttz %b : i32
  %3 = math.ctpop %a : i32
  %4 = math.ctlz %c : i16
  %5 = math.cttz %c : i16
  %6 = math.ctpop %c : i16
  %v = arith.constant dense<[1, 255, -128]> : vector<3xi8>
  %7 = math.ctpop %v : vector<3xi8>
  %8 = math.absi %v : vector<3xi8>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, i32, i32, i16, i16, i16, vector<3xi8>, vector<3xi8>) -> ()
  return
}

