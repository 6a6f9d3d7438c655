// RUN: mlir-opt -allow-unregistered-dialect -convert-scf-to-cf -split-input-file %s

func.func @simple_for(%lb : index, %ub : index, %step : index) {
  scf.for %i = %lb to %ub step %step {
    %c1 = arith.constant 1 : index
    "foo.use"(%i) : (index) -> ()
  }
  return
}

