
func.func @extended_vectors() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[200, 100]> : vector<2xi8>
  %b = arith.constant dense<[100, 100]> : vector<2xi8>
  %s, %o = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  %l, %h = arith.mulsi_extended %a, %b : vector<2xi8>
  %ul, %uh = arith.mului_extended %a, %b : vector<2xi8>
  return %s, %o, %l, %h, %ul, %uh : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

