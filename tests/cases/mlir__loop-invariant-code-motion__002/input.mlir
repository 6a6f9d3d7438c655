
// Divisions: only by constants that cannot trap.
func.func @div(%n: i32, %lb: index, %ub: index, %st: index, %v: vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  %cm7 = arith.constant -7 : i32
  %s = arith.constant dense<3> : vector<2xi32>
  %mixed = arith.constant dense<[3, -3]> : vector<2xi32>
  %pos = arith.constant dense<[3, 4]> : vector<2xi32>
  scf.for %i = %lb to %ub step %st {
    %a = arith.divui %n, %c0 : i32
    %b = arith.divui %n, %c5 : i32
    %c = arith.divsi %n, %cm1 : i32
    %d = arith.divsi %n, %cm7 : i32
    %e = arith.ceildivsi %n, %c5 : i32
    %f = arith.ceildivui %n, %cm1 : i32
    %g = arith.divsi %v, %s : vector<2xi32>
    %h = arith.divsi %v, %mixed : vector<2xi32>
    %k = arith.divsi %v, %pos : vector<2xi32>
    %l = arith.divui %n, %n : i32
    "test.use"(%a, %b, %c, %d, %e, %f, %g, %h, %k, %l) : (i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, i32) -> ()
  }
  return
}
